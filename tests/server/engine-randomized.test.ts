// Thousands of random actions by many players on the controlled clock (starts, submissions,
// votes, timeouts, sweeps, reads, claims), calling the commands directly for speed. Every
// tenth step and after the last the books and the sets must hold their invariants (each check
// scans whole tables, so checking after every step took 40 % of the run). Reproducible: the
// seed is printed, and ENGINE_FUZZ_SEED=<seed> ENGINE_FUZZ_CHECK_EVERY=1 replays a run checking
// after every step, to find the step that broke one (the server's own randomness is seeded
// from the seed too).
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { claimPhrasesetResult } from '../../src/server/commands/claim-phraseset-result';
import { startCopyRound } from '../../src/server/commands/start-copy-round';
import { startPromptRound } from '../../src/server/commands/start-prompt-round';
import { startVoteRound } from '../../src/server/commands/start-vote-round';
import { submitRoundPhrase } from '../../src/server/commands/submit-round-phrase';
import { submitVote } from '../../src/server/commands/submit-vote';
import { queryRows } from '../../src/server/db';
import { AppError } from '../../src/server/errors';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { checkLedger } from '../../src/server/ledger';
import { getDashboard } from '../../src/server/queries/dashboard';
import { mulberry32 } from '../../src/server/seeded-random';
import { describeEachEngine, type EngineContext } from '../support';
import { PHRASES as VALID_PHRASES } from '../support/game';
import { scaledMs } from '../support/slowness';

const SEED = Number(process.env.ENGINE_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const STEPS = 2000;
const CHECK_EVERY = Number(process.env.ENGINE_FUZZ_CHECK_EVERY ?? 10);
const PLAYERS = 30;
const SECOND = 1000;

/**
 * Phrases the players try (the last is no dictionary word); some are refused for a given prompt
 * or original, as in play.
 */
const PHRASES = [...VALID_PHRASES, 'XYZZY PLUGH'];

/** Refusals that random play runs into; anything else (404, 403, 500) is a bug. */
const EXPECTED_REFUSALS = new Set([
  'insufficient_balance',
  'already_in_round',
  'max_outstanding_quips',
  'no_prompts_available',
  'no_phrasesets_available',
  'invalid_phrase',
  'duplicate_phrase',
  'expired',
  'already_submitted',
  'already_voted',
]);

type Active =
  | { kind: 'prompt' | 'copy'; roundId: string }
  | { kind: 'vote'; phrasesetId: string; phrases: string[] };

interface Invariants {
  negative_balances: number;
  total: string;
  over_max_votes: number;
  miscounted_sets: number;
  paid_twice: number;
  unpaid_pools: number;
  wrong_live_pools: number;
  wrong_stakes: number;
  wrong_waiting_flags: number;
}

/** Every invariant in one statement, so it can run after each of thousands of steps. */
async function invariants(ctx: EngineContext): Promise<Invariants> {
  const { vote_cost, vote_payout_correct } = ctx.settings;
  const [row] = await queryRows<Invariants>(
    ctx.database.db,
    sql`select
      (select count(*)::int from accounts where kind <> 'house' and balance < 0) as negative_balances,
      (select coalesce(sum(balance::bigint), 0)::text from accounts) as total,
      (select count(*)::int from phrasesets where vote_count > max_votes) as over_max_votes,
      (select count(*)::int from phrasesets s
        where s.vote_count <> (select count(*) from votes v where v.phraseset_id = s.id)) as miscounted_sets,
      (select count(*)::int from (
         select 1 from ledger_entries where entry_type = 'prize_payout' group by phraseset_id, to_account having count(*) > 1
         union all
         select 1 from ledger_entries where entry_type in ('vote_payout', 'remainder') group by phraseset_id, round_id, entry_type having count(*) > 1
       ) twice) as paid_twice,
      (select count(*)::int from phrasesets s
        where s.status = 'finalized' and (
          (select balance from accounts a where a.id = 'pool:' || s.prompt_round_id) <> 0
          or s.final_pool <> (select coalesce(sum(amount), 0) from ledger_entries e
                              where e.phraseset_id = s.id and e.entry_type in ('prize_payout', 'remainder'))
          or (select coalesce(sum(amount), 0) from ledger_entries e
              where e.phraseset_id = s.id and e.entry_type = 'remainder') >= 3)) as unpaid_pools,
      (select count(*)::int from phrasesets s
        where s.status <> 'finalized'
          and (select balance from accounts a where a.id = 'pool:' || s.prompt_round_id)
              <> s.pool_base + s.vote_count * ${vote_cost}
                 - ${vote_payout_correct} * (select count(*) from votes v where v.phraseset_id = s.id and v.correct)) as wrong_live_pools,
      (select count(*)::int from rounds r left join accounts a on a.id = 'stake:' || r.id
        where coalesce(a.balance, 0) <> case when r.status = 'active' then r.cost else 0 end) as wrong_stakes,
      (select count(*)::int from rounds r
        where r.awaiting_copies <> (r.round_type = 'prompt' and r.status = 'submitted'
          and not exists (select 1 from phrasesets s where s.prompt_round_id = r.id))) as wrong_waiting_flags`,
  );
  return row!;
}

/** The server's randomness, restarted from the seed at the start of each engine's run. */
let serverRandom = mulberry32(SEED + 1);

describeEachEngine(
  'randomized play',
  (ctx) => {
    it(
      `keeps every invariant through ${STEPS} random steps (seed ${SEED})`,
      async () => {
        console.log(
          `randomized play [${ctx.engine}]: seed ${SEED} (replay with ENGINE_FUZZ_SEED=${SEED})`,
        );
        const random = mulberry32(SEED);
        serverRandom = mulberry32(SEED + 1);
        const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
        const game = ctx.serverContext;
        const players: string[] = [];
        for (let i = 0; i < PLAYERS; i += 1) players.push((await ctx.registerPlayer()).playerId);
        const active = new Map<string, Active>();
        const finalizedSets = new Set<string>();
        const outcomes: Record<string, number> = {};

        /** Runs one action; a refusal the rules allow is an outcome, anything else fails the run. */
        const attempt = async (
          name: string,
          action: () => Promise<unknown>,
          onRefusal?: (code: string) => void,
        ) => {
          try {
            await action();
            outcomes[name] = (outcomes[name] ?? 0) + 1;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            const code = typeof error.detail === 'string' ? error.detail : error.detail.error;
            if (!EXPECTED_REFUSALS.has(code))
              throw new Error(`${name}: unexpected refusal ${error.statusCode} ${code}`, {
                cause: error,
              });
            outcomes[`${name}: ${code}`] = (outcomes[`${name}: ${code}`] ?? 0) + 1;
            onRefusal?.(code);
          }
        };
        const forget = (playerId: string) => (code: string) => {
          if (code === 'expired' || code === 'already_submitted' || code === 'already_voted')
            active.delete(playerId);
        };

        const actions: [number, () => Promise<void>][] = [
          [
            5,
            () =>
              attempt('start prompt', async () => {
                const player = pick(players);
                const round = await startPromptRound(game, player);
                active.set(player, { kind: 'prompt', roundId: round.round_id });
              }),
          ],
          [
            6,
            () =>
              attempt('start copy', async () => {
                const player = pick(players);
                const round = await startCopyRound(game, player);
                active.set(player, { kind: 'copy', roundId: round.round_id });
              }),
          ],
          [
            8,
            () =>
              attempt('start vote', async () => {
                const player = pick(players);
                const round = await startVoteRound(game, player);
                active.set(player, {
                  kind: 'vote',
                  phrasesetId: round.phraseset_id,
                  phrases: round.phrases,
                });
              }),
          ],
          [
            14,
            async () => {
              const entries = [...active.entries()];
              if (entries.length === 0) return;
              const [player, round] = pick(entries);
              if (round.kind === 'vote') {
                await attempt(
                  'vote',
                  async () => {
                    const vote = await submitVote(game, player, round.phrasesetId, {
                      phrase: pick(round.phrases),
                    });
                    expect(vote.payout).toBe(vote.correct ? ctx.settings.vote_payout_correct : 0);
                    active.delete(player);
                  },
                  forget(player),
                );
              } else {
                await attempt(
                  `submit ${round.kind}`,
                  async () => {
                    await submitRoundPhrase(game, player, round.roundId, { phrase: pick(PHRASES) });
                    active.delete(player);
                  },
                  forget(player),
                );
              }
            },
          ],
          [6, async () => ctx.clock.advance(Math.floor(random() * 40 * SECOND))],
          [1, async () => ctx.clock.advance((120 + Math.floor(random() * 600)) * SECOND)],
          [
            3,
            async () => {
              await runGameSweep(game);
            },
          ],
          [2, () => attempt('dashboard', () => getDashboard(game, pick(players)))],
          [
            1,
            async () => {
              const rows = await queryRows<{ id: string; player_id: string }>(
                ctx.database.db,
                sql`select id, original_player_id as player_id from phrasesets where status = 'finalized' order by finalized_at desc limit 5`,
              );
              for (const row of rows) finalizedSets.add(row.id);
              if (rows.length > 0) {
                const set = pick(rows);
                await attempt('claim', () => claimPhrasesetResult(game, set.player_id, set.id));
              }
            },
          ],
        ];
        const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

        for (let step = 0; step < STEPS; step += 1) {
          let roll = random() * totalWeight;
          const [, action] = actions.find(([weight]) => (roll -= weight) < 0) ?? actions.at(-1)!;
          await action();
          if ((step + 1) % 250 === 0) expect(await checkLedger(ctx.database.db)).toEqual([]);
          if ((step + 1) % CHECK_EVERY !== 0 && step !== STEPS - 1) continue;
          const state = await invariants(ctx);
          expect({ step, ...state }).toEqual({
            step,
            negative_balances: 0,
            total: '0',
            over_max_votes: 0,
            miscounted_sets: 0,
            paid_twice: 0,
            unpaid_pools: 0,
            wrong_live_pools: 0,
            wrong_stakes: 0,
            wrong_waiting_flags: 0,
          });
        }
        console.log(
          `randomized play [${ctx.engine}]: outcomes`,
          outcomes,
          `finalized sets seen: ${finalizedSets.size}`,
        );
        // The run must actually have played: sets formed, votes counted, sets paid out.
        expect(outcomes['vote'] ?? 0).toBeGreaterThan(50);
        expect(finalizedSets.size).toBeGreaterThan(0);
        await ctx.expectLedgerClean();
      },
      scaledMs(120_000),
    );
  },
  { clockStart: new Date('2031-11-01T00:00:00Z'), random: () => serverRandom() },
);
