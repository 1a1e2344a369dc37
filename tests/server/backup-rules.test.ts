// Backup players never break a rule, whatever people do around them: a seeded random run of
// people starting, submitting and abandoning rounds, the clock jumping past the backup delay,
// sweeps and scheduler ticks. After every step the rules are counted in the database. The
// seed is printed; BACKUP_FUZZ_SEED=<seed> replays a run.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runBackupTick, seedStarterContent } from '../../src/server/backup';
import { startCopyRound } from '../../src/server/commands/start-copy-round';
import { startPromptRound } from '../../src/server/commands/start-prompt-round';
import { startVoteRound } from '../../src/server/commands/start-vote-round';
import { submitRoundPhrase } from '../../src/server/commands/submit-round-phrase';
import { submitVote } from '../../src/server/commands/submit-vote';
import { queryRows, transaction } from '../../src/server/db';
import { AppError } from '../../src/server/errors';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import {
  HOUSE_ACCOUNT,
  checkLedger,
  getBalance,
  playerAccount,
  transfer,
} from '../../src/server/ledger';
import { describeEachEngine, type EngineContext } from '../support';
import { validCopyPhrase, validPromptPhrase } from '../support/game';
import { mulberry32 } from '../../src/server/seeded-random';
import { backupProvider, botIds, MINUTE } from './backup-support';
import { scaledMs } from '../support/slowness';

const SEED = Number(process.env.BACKUP_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const STEPS = 400;
const PEOPLE = 6;
const SECOND = 1000;

/** Every way a bot could break a rule, counted; all must stay 0. */
interface BotRuleBreaches {
  own_prompt_copies: number;
  third_copies: number;
  double_votes: number;
  votes_on_own_set: number;
  votes_on_bot_only_sets: number;
  copies_of_bot_only_prompts: number;
  bot_rounds_left_active: number;
  unkeyed_top_ups: number;
}

async function breaches(ctx: EngineContext, starterPromptIds: string[]): Promise<BotRuleBreaches> {
  const starter = starterPromptIds.length > 0 ? sql`${starterPromptIds}` : sql`(null)`;
  const [row] = await queryRows<BotRuleBreaches>(
    ctx.database.db,
    sql`select
      (select count(*)::int from rounds c join rounds p on p.id = c.prompt_round_id
        where c.round_type = 'copy' and c.player_id = p.player_id) as own_prompt_copies,
      (select count(*)::int from (
         select 1 from rounds where round_type = 'copy' and status = 'submitted'
         group by prompt_round_id having count(*) > 2) t) as third_copies,
      (select count(*)::int from (
         select 1 from votes group by phraseset_id, player_id having count(*) > 1) t) as double_votes,
      (select count(*)::int from votes v join phrasesets s on s.id = v.phraseset_id
        where v.player_id in (s.original_player_id, s.copy1_player_id, s.copy2_player_id)) as votes_on_own_set,
      (select count(*)::int from votes v
        join players bot on bot.id = v.player_id and bot.is_bot
        join phrasesets s on s.id = v.phraseset_id
        where not exists (
            select 1 from players c
            where c.id in (s.original_player_id, s.copy1_player_id, s.copy2_player_id) and not c.is_bot)
          and not exists (
            select 1 from votes earlier join players person on person.id = earlier.player_id and not person.is_bot
            where earlier.phraseset_id = s.id and earlier.vote_number < v.vote_number)) as votes_on_bot_only_sets,
      (select count(*)::int from rounds c
        join players bot on bot.id = c.player_id and bot.is_bot
        join rounds p on p.id = c.prompt_round_id
        join players author on author.id = p.player_id and author.is_bot
        where c.round_type = 'copy' and p.id not in ${starter}
          and not exists (
            select 1 from rounds earlier join players person on person.id = earlier.player_id and not person.is_bot
            where earlier.prompt_round_id = p.id and earlier.round_type = 'copy' and earlier.status = 'submitted'
              and earlier.ended_at <= c.created_at)) as copies_of_bot_only_prompts,
      (select count(*)::int from rounds r join players bot on bot.id = r.player_id and bot.is_bot
        where r.status <> 'submitted') as bot_rounds_left_active,
      (select count(*)::int from ledger_entries e
        where e.entry_type = 'bot_topup' and e.idempotency_key not like 'bot_topup:' || e.player_id || ':%') as unkeyed_top_ups`,
  );
  return row!;
}

/** The phrases and prompt a copier's round is checked against. */
async function copyContext(ctx: EngineContext, promptRoundId: string) {
  const rows = await queryRows<{ phrase: string; prompt_text: string; other: string | null }>(
    ctx.database.db,
    sql`select p.phrase, p.prompt_text,
          (select c.phrase from rounds c
           where c.prompt_round_id = p.id and c.round_type = 'copy' and c.status = 'submitted' limit 1) as other
        from rounds p where p.id = ${promptRoundId}`,
  );
  const row = rows[0]!;
  return { originalPhrase: row.phrase, otherCopy: row.other, promptText: row.prompt_text };
}

/** The house takes a bot's coins, so that its next turn needs a top-up. */
async function drain(ctx: EngineContext, botId: string): Promise<void> {
  const account = playerAccount(botId);
  const balance = await getBalance(ctx.database.db, account);
  await transaction(ctx.database.db, (tx) =>
    transfer(tx, {
      from: account,
      to: HOUSE_ACCOUNT,
      amount: balance,
      type: 'penalty',
      key: `test-drain:${randomUUID()}`,
      at: ctx.clock.now(),
    }),
  );
}

let serverRandom = mulberry32(SEED + 1);

describeEachEngine(
  'backup players: randomized play with people',
  (ctx) => {
    it(
      `never break a rule through ${STEPS} random steps (seed ${SEED})`,
      async () => {
        console.log(
          `backup randomized [${ctx.engine}]: seed ${SEED} (replay with BACKUP_FUZZ_SEED=${SEED})`,
        );
        const random = mulberry32(SEED);
        serverRandom = mulberry32(SEED + 1);
        const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
        const game = ctx.serverContext;
        const provider = backupProvider(game);
        const starter = (await seedStarterContent(game, provider))!;
        const bots = [...(await botIds(game))];
        const people: string[] = [];
        for (let i = 0; i < PEOPLE; i += 1) people.push((await ctx.registerPlayer()).playerId);
        const done = { copies: 0, votes: 0, drained: 0 };

        /** A person's action; the refusals of ordinary play are outcomes, anything else a bug. */
        const act = async (action: () => Promise<unknown>) => {
          try {
            await action();
          } catch (error) {
            if (!(error instanceof AppError) || error.statusCode >= 403) throw error;
          }
        };
        /** Most rounds are played to the end; some are left to time out. */
        const finishes = () => random() < 0.8;

        const actions: [number, () => Promise<void>][] = [
          [
            4,
            () =>
              act(async () => {
                const person = pick(people);
                const round = await startPromptRound(game, person);
                if (finishes()) {
                  const phrase = validPromptPhrase(
                    game,
                    round.prompt_text,
                    Math.floor(random() * 5),
                  );
                  await submitRoundPhrase(game, person, round.round_id, { phrase });
                }
              }),
          ],
          [
            4,
            () =>
              act(async () => {
                const person = pick(people);
                const round = await startCopyRound(game, person);
                if (finishes()) {
                  const phrase = validCopyPhrase(
                    game,
                    await copyContext(ctx, round.prompt_round_id),
                  );
                  await submitRoundPhrase(game, person, round.round_id, { phrase });
                }
              }),
          ],
          [
            6,
            () =>
              act(async () => {
                const person = pick(people);
                const round = await startVoteRound(game, person);
                if (finishes())
                  await submitVote(game, person, round.phraseset_id, {
                    phrase: pick(round.phrases),
                  });
              }),
          ],
          [4, async () => ctx.clock.advance(Math.floor(random() * 240 * SECOND))],
          [
            2,
            async () =>
              ctx.clock.advance(ctx.settings.ai_backup_delay_minutes * MINUTE * (0.5 + random())),
          ],
          [
            3,
            async () => {
              await runGameSweep(game);
            },
          ],
          [
            4,
            async () => {
              const report = await runBackupTick(game, provider);
              done.copies += report.copies;
              done.votes += report.votes;
            },
          ],
          [
            1,
            async () => {
              await drain(ctx, pick(bots));
              done.drained += 1;
            },
          ],
        ];
        const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);

        for (let step = 0; step < STEPS; step += 1) {
          let roll = random() * totalWeight;
          const [, action] = actions.find(([weight]) => (roll -= weight) < 0) ?? actions.at(-1)!;
          await action();
          expect({ step, ...(await breaches(ctx, starter.votingSetPromptIds)) }).toEqual({
            step,
            own_prompt_copies: 0,
            third_copies: 0,
            double_votes: 0,
            votes_on_own_set: 0,
            votes_on_bot_only_sets: 0,
            copies_of_bot_only_prompts: 0,
            bot_rounds_left_active: 0,
            unkeyed_top_ups: 0,
          });
          if (step % 50 === 0) expect(await checkLedger(ctx.database.db)).toEqual([]);
        }
        console.log(`backup randomized [${ctx.engine}]: bots played`, done);
        // The run must really have made bots play, and pay for it from top-ups when drained.
        expect(done.copies).toBeGreaterThan(5);
        expect(done.votes).toBeGreaterThan(5);
        const [topUps] = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from ledger_entries where entry_type = 'bot_topup' and idempotency_key not like '%:1'`,
        );
        if (done.drained > 0) expect(topUps!.n).toBeGreaterThan(0);
        await ctx.expectLedgerClean();
      },
      scaledMs(120_000),
    );
  },
  { clockStart: new Date('2032-05-01T00:00:00Z'), random: () => serverRandom() },
);
