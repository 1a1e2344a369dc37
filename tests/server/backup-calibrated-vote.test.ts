// Backup votes at a calibrated rate (backup/calibrated-vote.ts): at the solo profile's 65 % they
// pick the original about that often and split the rest between the two copies, so an author is
// paid like a crowd that spots the original that often; at 0 the provider chooses.
import { expect, it } from 'vitest';
import { calibratedVote } from '../../src/server/backup/calibrated-vote';
import { mulberry32 } from '../../src/server/seeded-random';
import { describeEachEngine } from '../support';
import { playPhraseset } from '../support/game';

const DRAWS = 1000;

describeEachEngine(
  'calibrated backup votes',
  (ctx) => {
    it('picks the original at the set rate and splits the rest between the copies', async () => {
      const [author, copier1, copier2] = await Promise.all([
        ctx.registerPlayer(),
        ctx.registerPlayer(),
        ctx.registerPlayer(),
      ]);
      const set = await playPhraseset(ctx.app, { author, copier1, copier2 });
      const phrases = [set.copy1, set.prompt.phrase, set.copy2] as const;
      const counts = new Map<string, number>();
      for (let draw = 0; draw < DRAWS; draw += 1) {
        const choice = await calibratedVote(ctx.serverContext, set.phrasesetId, phrases);
        counts.set(choice!, (counts.get(choice!) ?? 0) + 1);
      }
      expect([...counts.keys()].sort()).toEqual([...phrases].sort());
      // 1000 draws at 65 %: a standard deviation of 1.5 points, so 5 points is far out.
      expect(counts.get(set.prompt.phrase)! / DRAWS).toBeCloseTo(0.65, 1);
      expect(Math.abs(counts.get(set.copy1)! - counts.get(set.copy2)!)).toBeLessThan(0.1 * DRAWS);

      const sincere = {
        ...ctx.serverContext,
        settings: { ...ctx.settings, ai_backup_vote_accuracy_percent: 0 },
      };
      expect(await calibratedVote(sincere, set.phrasesetId, phrases)).toBeNull();
    });
  },
  { settings: { ai_backup_vote_accuracy_percent: 65 }, random: mulberry32(7) },
);
