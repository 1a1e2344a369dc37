// A whole game over HTTP: one prompt, two copies, twenty voters. Every balance is checked to the
// coin against the payout formula computed here from the votes cast (docs/game-rules.md#payouts),
// together with the results and details bodies and the activity timeline.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { getBalance, poolAccount, stakeAccount } from '../../src/server/ledger';
import type { PhrasesetDetails, ResultsResponse } from '../../src/shared/api/phrasesets';
import type {
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
} from '../../src/shared/api/rounds';
import { describeEachEngine, type RegisteredPlayer } from '../support';
import { balanceOf, ok, validCopyPhrase, validPromptPhrase, type JsonBody } from '../support/game';

const SECOND = 1000;
const START = new Date('2031-05-04T12:00:00Z');
/** Which phrase voter i picks: the first 9 the original, the next 7 copy 1, the last 4 copy 2. */
const PLAN: ('original' | 'copy1' | 'copy2')[] = [
  ...Array<'original'>(9).fill('original'),
  ...Array<'copy1'>(7).fill('copy1'),
  ...Array<'copy2'>(4).fill('copy2'),
];

describeEachEngine(
  'a full game over HTTP',
  (ctx) => {
    it('pays every player to the coin, and shows results, details and the timeline', async () => {
      const { settings } = ctx;
      const author = await ctx.registerPlayer();
      const copier1 = await ctx.registerPlayer();
      const copier2 = await ctx.registerPlayer();
      const voters: RegisteredPlayer[] = [];
      for (let i = 0; i < PLAN.length; i += 1) voters.push(await ctx.registerPlayer());
      const get = <T = JsonBody>(player: RegisteredPlayer, url: string) =>
        ok<T>(ctx.app, player, 'GET', url);
      const post = <T = JsonBody>(player: RegisteredPlayer, url: string, body?: unknown) =>
        ok<T>(ctx.app, player, 'POST', url, body);

      // The prompt.
      const prompt = await post<StartPromptResponse>(author, '/rounds/prompt');
      expect(prompt.cost).toBe(settings.prompt_cost);
      expect(await balanceOf(ctx.serverContext, author.playerId)).toBe(
        settings.starting_balance - settings.prompt_cost,
      );
      const original = validPromptPhrase(ctx.serverContext, prompt.prompt_text);
      ctx.clock.advance(10 * SECOND);
      expect(
        await post(author, `/rounds/${prompt.round_id}/submit`, { phrase: original.toLowerCase() }),
      ).toEqual({
        success: true,
        phrase: original,
      });
      const waiting = await get<PhrasesetDetails>(author, `/phrasesets/${prompt.round_id}/details`);
      expect(waiting).toMatchObject({
        phraseset_id: null,
        status: 'waiting_copies',
        original_phrase: original,
        total_pool: 100,
      });

      // Two copies; the second forms the set.
      ctx.clock.advance(10 * SECOND);
      const copy1Round = await post<StartCopyResponse>(copier1, '/rounds/copy');
      expect(copy1Round).toMatchObject({
        original_phrase: original,
        prompt_round_id: prompt.round_id,
        cost: 50,
        discount_active: false,
      });
      const copy1 = validCopyPhrase(ctx.serverContext, {
        originalPhrase: original,
        promptText: prompt.prompt_text,
      });
      await post(copier1, `/rounds/${copy1Round.round_id}/submit`, { phrase: copy1 });
      expect(
        (await get<PhrasesetDetails>(copier1, `/phrasesets/${prompt.round_id}/details`)).status,
      ).toBe('waiting_copy1');

      ctx.clock.advance(10 * SECOND);
      const copy2Round = await post<StartCopyResponse>(copier2, '/rounds/copy');
      const copy2 = validCopyPhrase(ctx.serverContext, {
        originalPhrase: original,
        otherCopy: copy1,
        promptText: prompt.prompt_text,
      });
      await post(copier2, `/rounds/${copy2Round.round_id}/submit`, { phrase: copy2 });
      const formed = await get<PhrasesetDetails>(author, `/phrasesets/${prompt.round_id}/details`);
      expect(formed).toMatchObject({
        status: 'voting',
        copy_phrase_1: copy1,
        copy_phrase_2: copy2,
        total_pool: settings.prize_pool_base,
      });
      const phrasesetId = formed.phraseset_id!;

      // Twenty voters, one second apart.
      const chosen = { original, copy1, copy2 };
      const startedAt: Date[] = [];
      for (const [i, voter] of voters.entries()) {
        ctx.clock.advance(SECOND);
        startedAt.push(ctx.clock.now());
        const round = await post<StartVoteResponse>(voter, '/rounds/vote');
        expect(round.phraseset_id).toBe(phrasesetId);
        expect([...round.phrases].sort()).toEqual([original, copy1, copy2].sort());
        const vote = await post(voter, `/phrasesets/${phrasesetId}/vote`, {
          phrase: ` ${chosen[PLAN[i]!].toLowerCase()} `,
        });
        const correct = PLAN[i] === 'original';
        expect(vote).toEqual({
          correct,
          payout: correct ? settings.vote_payout_correct : 0,
          original_phrase: original,
          your_choice: chosen[PLAN[i]!],
        });
      }

      // Expected payouts from the votes: 1 point per original vote, 2 per copy vote.
      const votesFor = (role: string) => PLAN.filter((picked) => picked === role).length;
      const points = {
        original: votesFor('original'),
        copy1: 2 * votesFor('copy1'),
        copy2: 2 * votesFor('copy2'),
      };
      const totalPoints = points.original + points.copy1 + points.copy2;
      const pool =
        settings.prize_pool_base +
        PLAN.length * settings.vote_cost -
        votesFor('original') * settings.vote_payout_correct;
      const payout = {
        original: Math.floor((points.original * pool) / totalPoints),
        copy1: Math.floor((points.copy1 * pool) / totalPoints),
        copy2: Math.floor((points.copy2 * pool) / totalPoints),
      };
      const remainder = pool - payout.original - payout.copy1 - payout.copy2;
      expect(remainder).toBeGreaterThanOrEqual(0);
      expect(remainder).toBeLessThan(3);

      const start = settings.starting_balance;
      expect(await balanceOf(ctx.serverContext, author.playerId)).toBe(
        start - settings.prompt_cost + payout.original,
      );
      expect(await balanceOf(ctx.serverContext, copier1.playerId)).toBe(
        start - settings.copy_cost_normal + payout.copy1,
      );
      expect(await balanceOf(ctx.serverContext, copier2.playerId)).toBe(
        start - settings.copy_cost_normal + payout.copy2,
      );
      for (const [i, voter] of voters.entries()) {
        const won = PLAN[i] === 'original' ? settings.vote_payout_correct : 0;
        expect(await balanceOf(ctx.serverContext, voter.playerId)).toBe(
          start - settings.vote_cost + won,
        );
      }
      expect(await getBalance(ctx.database.db, poolAccount(prompt.round_id))).toBe(0);
      for (const roundId of [prompt.round_id, copy1Round.round_id, copy2Round.round_id]) {
        expect(await getBalance(ctx.database.db, stakeAccount(roundId))).toBe(0);
      }
      const [remainderEntry] = await ctx.database.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.idempotencyKey, `remainder:${phrasesetId}`));
      expect(remainderEntry?.amount ?? 0).toBe(remainder);

      // Results, as each contributor sees them.
      const finalizedAt = ctx.clock.now().toISOString();
      const votes = [
        { phrase: original, vote_count: votesFor('original'), is_original: true },
        { phrase: copy1, vote_count: votesFor('copy1'), is_original: false },
        { phrase: copy2, vote_count: votesFor('copy2'), is_original: false },
      ].sort((a, b) => b.vote_count - a.vote_count);
      const common = {
        prompt_text: prompt.prompt_text,
        votes,
        total_pool: pool,
        total_votes: PLAN.length,
        finalized_at: finalizedAt,
      };
      const resultsOf = (player: RegisteredPlayer) =>
        get<ResultsResponse>(player, `/phrasesets/${phrasesetId}/results`);
      expect(await resultsOf(author)).toEqual({
        ...common,
        your_phrase: original,
        your_role: 'prompt',
        your_points: points.original,
        your_payout: payout.original,
        already_collected: false,
      });
      expect(await resultsOf(copier1)).toMatchObject({
        your_phrase: copy1,
        your_role: 'copy',
        your_points: points.copy1,
        your_payout: payout.copy1,
      });
      expect(await resultsOf(copier2)).toMatchObject({
        your_phrase: copy2,
        your_role: 'copy',
        your_points: points.copy2,
        your_payout: payout.copy2,
      });

      // Details: contributors by username, voters by pseudonym, and the timeline.
      const details = await get<PhrasesetDetails>(copier1, `/phrasesets/${phrasesetId}/details`);
      expect(details).toMatchObject({
        phraseset_id: phrasesetId,
        prompt_round_id: prompt.round_id,
        status: 'finalized',
        original_phrase: original,
        copy_phrase_1: copy1,
        copy_phrase_2: copy2,
        vote_count: PLAN.length,
        third_vote_at: startedAt[2]!.toISOString(),
        fifth_vote_at: startedAt[4]!.toISOString(),
        closes_at: new Date(
          startedAt[4]!.getTime() + settings.vote_closing_window_seconds * SECOND,
        ).toISOString(),
        total_pool: pool,
        your_role: 'copy',
        your_phrase: copy1,
        your_payout: payout.copy1,
        payout_claimed: false,
        finalized_at: finalizedAt,
        results: {
          vote_counts: {
            [original]: votesFor('original'),
            [copy1]: votesFor('copy1'),
            [copy2]: votesFor('copy2'),
          },
          payouts: {
            original: {
              player_id: author.playerId,
              payout: payout.original,
              points: points.original,
            },
            copy1: { player_id: copier1.playerId, payout: payout.copy1, points: points.copy1 },
            copy2: { player_id: copier2.playerId, payout: payout.copy2, points: points.copy2 },
          },
          total_pool: pool,
        },
      });
      expect(details.contributors).toEqual([
        {
          player_id: author.playerId,
          username: author.username,
          pseudonym: expect.any(String),
          is_you: false,
          phrase: original,
        },
        {
          player_id: copier1.playerId,
          username: copier1.username,
          pseudonym: expect.any(String),
          is_you: true,
          phrase: copy1,
        },
        {
          player_id: copier2.playerId,
          username: copier2.username,
          pseudonym: expect.any(String),
          is_you: false,
          phrase: copy2,
        },
      ]);
      const voterNames = new Set(voters.map((voter) => voter.username));
      expect(details.votes.map((vote) => vote.voter_id)).toEqual(
        voters.map((voter) => voter.playerId),
      );
      for (const [i, vote] of details.votes.entries()) {
        expect(voterNames.has(vote.voter_username)).toBe(false);
        expect(vote.voter_username).toBe(vote.voter_pseudonym);
        expect(vote).toMatchObject({
          voted_phrase: chosen[PLAN[i]!],
          correct: PLAN[i] === 'original',
          voted_at: startedAt[i]!.toISOString(),
        });
      }
      const timeline = details.activity.map((entry) => entry.activity_type);
      expect(timeline).toEqual([
        'prompt_created',
        'copy1_submitted',
        'copy2_submitted',
        'vote_submitted',
        'vote_submitted',
        'vote_submitted',
        'third_vote_reached',
        'vote_submitted',
        'vote_submitted',
        'fifth_vote_reached',
        ...Array(PLAN.length - 5).fill('vote_submitted'),
        'finalized',
      ]);
      expect(details.activity.slice(0, 3).map((entry) => entry.player_username)).toEqual([
        author.username,
        copier1.username,
        copier2.username,
      ]);
      expect(
        details.activity
          .filter((entry) => entry.activity_type === 'vote_submitted')
          .every((entry) => !voterNames.has(entry.player_username!)),
      ).toBe(true);
      expect(details.activity.at(-1)).toMatchObject({
        player_id: null,
        metadata: { total_votes: PLAN.length, total_pool: pool },
      });

      // Results lists, then claiming: it records that the result was seen and moves no coins.
      expect((await get(author, '/player/pending-results')).pending).toEqual([
        {
          phraseset_id: phrasesetId,
          prompt_text: prompt.prompt_text,
          completed_at: finalizedAt,
          role: 'prompt',
          payout_claimed: false,
        },
      ]);
      expect(await get(author, '/player/unclaimed-results')).toEqual({
        unclaimed: [
          {
            phraseset_id: phrasesetId,
            prompt_text: prompt.prompt_text,
            your_role: 'prompt',
            your_phrase: original,
            finalized_at: finalizedAt,
            your_payout: payout.original,
          },
        ],
        total_unclaimed_amount: payout.original,
      });
      const balanceBeforeClaim = await balanceOf(ctx.serverContext, author.playerId);
      expect(await post(author, `/phrasesets/${phrasesetId}/claim`)).toEqual({
        success: true,
        amount: payout.original,
        new_balance: balanceBeforeClaim,
        already_claimed: false,
      });
      expect(await post(author, `/phrasesets/${phrasesetId}/claim`)).toMatchObject({
        already_claimed: true,
        amount: payout.original,
      });
      expect(await balanceOf(ctx.serverContext, author.playerId)).toBe(balanceBeforeClaim);
      expect((await resultsOf(author)).already_collected).toBe(true);
      expect(await get(author, '/player/unclaimed-results')).toEqual({
        unclaimed: [],
        total_unclaimed_amount: 0,
      });
      expect((await get(author, '/player/pending-results')).pending[0].payout_claimed).toBe(true);
      expect(await get(copier2, '/player/phrasesets/summary')).toEqual({
        in_progress: { prompts: 0, copies: 0, unclaimed_prompts: 0, unclaimed_copies: 0 },
        finalized: { prompts: 0, copies: 1, unclaimed_prompts: 0, unclaimed_copies: 1 },
        total_unclaimed_amount: payout.copy2,
      });
      expect((await get(author, '/player/balance')).outstanding_prompts).toBe(0);
      await ctx.expectLedgerClean();
    });
  },
  { clockStart: START },
);
