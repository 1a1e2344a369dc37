// One person alone on a new server plays the whole loop: starter content to copy and vote on
// at once, and backup players who copy their prompt and vote on it once the delay has passed.
// Everything bots do goes through the engine, so the person's result and balance are exactly
// what the rules' payout function gives for the votes cast.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { phrasesets, rounds, votes } from '../../src/server/db/schema';
import { seedStarterContent, runBackupTick, type StarterContent } from '../../src/server/backup';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { computePayouts, prizePoolAfterVotes } from '../../src/server/game/rules';
import type { PhrasesetDetails, ResultsResponse } from '../../src/shared/api/phrasesets';
import type {
  RoundAvailability,
  StartCopyResponse,
  StartVoteResponse,
} from '../../src/shared/api/rounds';
import { describeEachEngine } from '../support';
import { balanceOf, ok, playPrompt, validCopyPhrase } from '../support/game';
import { backupProvider, botIds, copyRoundsOf, MINUTE, passBackupDelay } from './backup-support';

const START = new Date('2032-03-01T09:00:00Z');

describeEachEngine(
  'backup players: a newcomer alone',
  (ctx) => {
    let starter: StarterContent;
    let copiedStarterPrompt: string;
    let votedStarterSet: string;

    it('finds starter content made by bots, once, and can copy and vote on it at once', async () => {
      const provider = backupProvider(ctx.serverContext);
      const seeded = await seedStarterContent(ctx.serverContext, provider);
      expect(seeded).not.toBeNull();
      starter = seeded!;
      expect(starter.waitingPromptIds).toHaveLength(3);
      expect(starter.votingSetPromptIds).toHaveLength(3);
      expect(await seedStarterContent(ctx.serverContext, provider)).toBeNull();

      const newcomer = await ctx.registerPlayer();
      const available = await ok<RoundAvailability>(ctx.app, newcomer, 'GET', '/rounds/available');
      expect(available).toMatchObject({
        can_copy: true,
        can_vote: true,
        prompts_waiting: 3,
        phrasesets_waiting: 3,
      });

      const copy = await ok<StartCopyResponse>(ctx.app, newcomer, 'POST', '/rounds/copy');
      expect(starter.waitingPromptIds).toContain(copy.prompt_round_id);
      copiedStarterPrompt = copy.prompt_round_id;
      const phrase = validCopyPhrase(ctx.serverContext, {
        originalPhrase: copy.original_phrase,
        promptText: await promptTextOf(copy.prompt_round_id),
      });
      await ok(ctx.app, newcomer, 'POST', `/rounds/${copy.round_id}/submit`, { phrase });

      const vote = await ok<StartVoteResponse>(ctx.app, newcomer, 'POST', '/rounds/vote');
      const [set] = await ctx.database.db
        .select()
        .from(phrasesets)
        .where(eq(phrasesets.id, vote.phraseset_id));
      expect(starter.votingSetPromptIds).toContain(set!.promptRoundId);
      votedStarterSet = vote.phraseset_id;
      await ok(ctx.app, newcomer, 'POST', `/phrasesets/${vote.phraseset_id}/vote`, {
        phrase: vote.phrases[0],
      });
    });

    it('gets backup copies and votes after the delay, and is paid exactly by the rules', async () => {
      const game = ctx.serverContext;
      const provider = backupProvider(game);
      const bots = await botIds(game);
      const solo = await ctx.registerPlayer();
      const prompt = await playPrompt(ctx.app, solo);

      // Before the delay nobody helps; after it, bots give both copies and the set forms.
      ctx.clock.advance(ctx.settings.ai_backup_delay_minutes * MINUTE - 1000);
      expect((await copyRoundsOf(game, prompt.roundId, ['active', 'submitted'])).length).toBe(0);
      await runBackupTick(game, provider);
      expect((await copyRoundsOf(game, prompt.roundId, ['active', 'submitted'])).length).toBe(0);
      passBackupDelay(game, ctx.clock);
      await runBackupTick(game, provider);
      const copies = await copyRoundsOf(game, prompt.roundId, ['active', 'submitted']);
      expect(copies.map((copy) => copy.status)).toEqual(['submitted', 'submitted']);
      expect(copies.every((copy) => bots.has(copy.playerId))).toBe(true);
      const [set] = await ctx.database.db
        .select()
        .from(phrasesets)
        .where(eq(phrasesets.promptRoundId, prompt.roundId));
      expect(set).toMatchObject({ status: 'voting', voteCount: 0 });

      // A set just formed is not stalled; once quiet for the delay, bots bring it to the minimum.
      await runBackupTick(game, provider);
      expect(await voteCountOf(set!.id)).toBe(0);
      passBackupDelay(game, ctx.clock);
      await runBackupTick(game, provider);
      const cast = await ctx.database.db.select().from(votes).where(eq(votes.phrasesetId, set!.id));
      expect(cast).toHaveLength(ctx.settings.vote_minimum_threshold);
      expect(cast.every((vote) => bots.has(vote.playerId))).toBe(true);

      ctx.clock.advance(ctx.settings.vote_minimum_window_seconds * 1000);
      await runGameSweep(game);
      const [finalized] = await ctx.database.db
        .select()
        .from(phrasesets)
        .where(eq(phrasesets.id, set!.id));
      expect(finalized!.status).toBe('finalized');

      const votesFor = (phrase: string) =>
        cast.filter((vote) => vote.votedPhrase === phrase).length;
      const originalVotes = votesFor(prompt.phrase);
      const pool = prizePoolAfterVotes(
        ctx.settings.prize_pool_base,
        cast.length,
        originalVotes,
        ctx.settings,
      );
      const expected = computePayouts({
        originalVotes,
        copy1Votes: votesFor(finalized!.copy1Phrase),
        copy2Votes: votesFor(finalized!.copy2Phrase),
        pool,
      });
      expect(finalized!.finalPool).toBe(pool);
      const results = await ok<ResultsResponse>(
        ctx.app,
        solo,
        'GET',
        `/phrasesets/${set!.id}/results`,
      );
      expect(results).toMatchObject({
        your_role: 'prompt',
        your_payout: expected.original.payout,
        total_pool: pool,
      });
      expect(await balanceOf(game, solo.playerId)).toBe(
        ctx.settings.starting_balance - ctx.settings.prompt_cost + expected.original.payout,
      );

      // Every backup action is on the set's timeline like anyone's.
      const details = await ok<PhrasesetDetails>(
        ctx.app,
        solo,
        'GET',
        `/phrasesets/${set!.id}/details`,
      );
      const byBots = details.activity.filter(
        (entry) => entry.player_id !== null && bots.has(entry.player_id),
      );
      expect(byBots.map((entry) => entry.activity_type)).toEqual([
        'copy1_submitted',
        'copy2_submitted',
        ...cast.map(() => 'vote_submitted'),
      ]);
      expect(details.activity.map((entry) => entry.activity_type)).toContain('third_vote_reached');
      expect(details.activity.at(-1)?.activity_type).toBe('finalized');
    });

    it('helps the starter prompt and set a person joined, never the bot-only ones', async () => {
      const game = ctx.serverContext;
      const bots = await botIds(game);
      // The newcomer's copy and vote are older than the delay by now: both were helped.
      const copied = await copyRoundsOf(game, copiedStarterPrompt, ['active', 'submitted']);
      expect(copied.map((copy) => copy.status)).toEqual(['submitted', 'submitted']);
      expect(copied.filter((copy) => bots.has(copy.playerId))).toHaveLength(1);
      expect(await voteCountOf(votedStarterSet)).toBe(ctx.settings.vote_minimum_threshold);

      for (const promptRoundId of starter.waitingPromptIds.filter(
        (id) => id !== copiedStarterPrompt,
      )) {
        expect(
          await copyRoundsOf(game, promptRoundId, ['active', 'submitted', 'abandoned']),
        ).toEqual([]);
      }
      const untouched = await ctx.database.db.select().from(phrasesets);
      for (const set of untouched.filter(
        (row) =>
          row.id !== votedStarterSet && starter.votingSetPromptIds.includes(row.promptRoundId),
      )) {
        expect(set.voteCount).toBe(0);
      }
      await ctx.expectLedgerClean();
    });

    async function promptTextOf(promptRoundId: string): Promise<string> {
      const [row] = await ctx.database.db
        .select({ text: rounds.promptText })
        .from(rounds)
        .where(eq(rounds.id, promptRoundId));
      return row?.text ?? '';
    }

    async function voteCountOf(phrasesetId: string): Promise<number> {
      const [row] = await ctx.database.db
        .select({ count: phrasesets.voteCount })
        .from(phrasesets)
        .where(eq(phrasesets.id, phrasesetId));
      return row?.count ?? 0;
    }
  },
  // Tokens stay valid while the clock jumps over several backup delays and voting windows.
  { clockStart: START, settings: { access_token_lifetime_seconds: 24 * 3600 } },
);
