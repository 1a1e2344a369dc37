// The solo profile's goals (issue 16), proved with the profile's own timers on a simulated
// clock the server honours: a newcomer alone on a fresh server sees their first prompt
// finalized and paid within 5 minutes, plays 60 rounds in a row with copy and vote always
// available, and the books balance and every rule check passes afterwards. A shorter stretch
// of play than the command's hour (`npm run solo:sim`) keeps the suite quick.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { simulateSoloPlay } from '../../scripts/solo-sim/simulate';
import { createBackupProvider } from '../../src/server/ai';
import { ensureRoster, runBackupTick } from '../../src/server/backup';
import { houseSpendBetween } from '../../src/server/backup/house-spend';
import { checksPassed } from '../../scripts/solo-sim/solo-checks';
import { startServer } from '../../src/server/server';
import { mulberry32 } from '../../src/server/seeded-random';
import { describeEachEngine } from '../support';
import { playPrompt } from '../support/game';
import { dataFolderTemplate } from '../support/test-databases';

const SEED = 16;
/** At the newcomer's pace (8 to 25 s a round) this is a little over 60 rounds. */
const MINUTES = 19;

describeEachEngine(
  'solo profile: a newcomer alone with the backup players',
  (ctx) => {
    it('gets a paid result within 5 minutes, 60 rounds with copy and vote always there, clean books', async () => {
      expect(ctx.settings).toMatchObject({ game_profile: 'solo', ai_backup_delay_minutes: 1 });
      const report = await simulateSoloPlay({ app: ctx.app, clock: ctx.clock, minutes: MINUTES });
      console.log(
        `solo [${ctx.engine}]: first result ${report.firstResultSeconds} s, slowest ${report.slowestResultSeconds} s, ` +
          `${report.roundsInARow}/${report.rounds.length} rounds in a row, house ${report.houseSpendPerHour} FC/h, ` +
          `newcomer ${report.person.paidIn} in, ${report.person.gotBack} back`,
      );

      expect(report.firstResultSeconds).not.toBeNull();
      expect(report.slowestResultSeconds!).toBeLessThanOrEqual(300);
      expect(report.overdueResults).toBe(0);
      expect(report.prompts.length).toBeGreaterThanOrEqual(10);
      // The first round that broke the run, if any, with the server's answer.
      expect(
        report.rounds.find((round) => !round.copyAndVoteAvailable || !round.completed),
      ).toBeUndefined();
      expect(report.roundsInARow).toBeGreaterThanOrEqual(60);
      expect(report.roundsInARow).toBe(report.rounds.length);
      expect(report.tickErrors).toEqual([]);
      expect(report.checks.breaches).toEqual({
        copiesOfOwnPrompt: 0,
        votesOnOwnSet: 0,
        doubleVotes: 0,
        promptsWithThreeCopies: 0,
        setsOverMaxVotes: 0,
        playersWithTwoActiveRounds: 0,
        duplicateLedgerKeys: 0,
      });
      expect(checksPassed(report.checks)).toBe(true);
      // No farming: backup votes find the original as often as a crowd would (65 %), not
      // every time, so what the newcomer wins back stays below what they put in.
      expect(report.person.gotBack).toBeLessThan(report.person.paidIn);
      // Less than an hour: the whole run lies in one rolling hour of the cap.
      expect(report.houseSpend).toBeLessThanOrEqual(ctx.settings.ai_backup_spend_cap_per_hour);
      await ctx.expectLedgerClean();
    });
  },
  {
    settings: { game_profile: 'solo', access_token_lifetime_seconds: 24 * 3600 },
    clockStart: new Date('2033-01-10T08:00:00Z'),
    random: mulberry32(SEED),
  },
);

const CAP = 250;
const HOUR = 3600_000;

describeEachEngine(
  'solo profile: the house spending cap',
  (ctx) => {
    it('stops backup play once the house spent its hourly cap, and resumes an hour later', async () => {
      const game = ctx.serverContext;
      const provider = createBackupProvider(game.settings, { dictionary: game.dictionary });
      await ensureRoster(game);
      const person = await ctx.registerPlayer();
      const since = ctx.clock.now();
      await playPrompt(ctx.app, person);
      ctx.clock.advance(61_000);
      // Copies for the person's prompt and a supply for them, until the cap stops the bots.
      for (let tick = 0; tick < 5; tick += 1) await runBackupTick(game, provider);
      const spent = await houseSpendBetween(game.db, since, ctx.clock.now());
      expect(spent).toBeGreaterThanOrEqual(CAP);
      // A turn starts only below the cap: at most one round's cost beyond it.
      expect(spent).toBeLessThanOrEqual(CAP + game.settings.prompt_cost);
      expect(await runBackupTick(game, provider)).toEqual({
        copies: 0,
        votes: 0,
        suppliedPrompts: 0,
        suppliedSets: 0,
      });

      ctx.clock.advance(HOUR);
      const resumed = await runBackupTick(game, provider);
      expect(
        resumed.copies + resumed.votes + resumed.suppliedPrompts + resumed.suppliedSets,
      ).toBeGreaterThan(0);
      await ctx.expectLedgerClean();
    });
  },
  {
    settings: {
      game_profile: 'solo',
      ai_backup_spend_cap_per_hour: CAP,
      access_token_lifetime_seconds: 24 * 3600,
    },
  },
);

it('the embedded server runs solo when started with GAME_PROFILE=solo or the override', async () => {
  for (const start of [
    { env: { GAME_PROFILE: 'solo' } },
    { env: {}, overrides: { game_profile: 'solo' as const } },
  ]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'copycat-solo-start-'));
    const server = await startServer({
      host: '127.0.0.1',
      port: 0,
      dataDir,
      dataTemplate: await dataFolderTemplate(), // as the desktop app starts it
      env: start.env,
      overrides: {
        ...start.overrides,
        token_secret: 'solo-start-token-secret-0123456789abcdef',
        admin_password: 'solo-start-admin',
        // The profile is what is checked here; the backup players' start is the other suites'.
        ai_backup_enabled: false,
      },
    });
    try {
      const registered = await fetch(`${server.url}/player`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'solo@example.com', password: 'correct horse battery' }),
      });
      const { access_token } = (await registered.json()) as { access_token: string };
      const config = await fetch(`${server.url}/admin/config`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(await config.json()).toMatchObject({
        game_profile: 'solo',
        ai_backup_delay_minutes: 1,
        ai_backup_votes_up_to: 'closing',
        ai_backup_supply_prompts: 3,
        ai_backup_supply_sets: 3,
        ai_backup_spend_cap_per_hour: 5000,
      });
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
});
