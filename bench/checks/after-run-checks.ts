// What must hold after any run, checked in the database itself: the ledger audit of
// `npm run ledger:check` (run by the caller), and the game's rules counted with SQL, so that a
// race the load provoked cannot hide behind a correct-looking HTTP answer.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db';
import type { Executor } from '../../src/server/db/types';
import type { LedgerCheckCommand } from './ledger-check-command';

export interface RuleChecks {
  /** The violations ledger:check named (balances equal their entries, sum zero, none negative). */
  ledgerViolations: string[];
  /** `npm run ledger:check` itself, run on the database after the servers stopped. */
  ledgerCheckCommand: LedgerCheckCommand;
  /** Idempotency keys used twice: a double payout, refund or charge. */
  duplicateLedgerKeys: number;
  /** A player paid twice for one role of one set. */
  doublePrizePayouts: number;
  /** Sets with more votes than their maximum (the 21st vote). */
  setsOverMaxVotes: number;
  /** Sets whose vote count disagrees with their votes. */
  setsWithWrongVoteCount: number;
  /** A player who voted twice on one set. */
  doubleVotes: number;
  /** Players with more than one active round. */
  playersWithTwoActiveRounds: number;
  /** Prompts with more than two submitted copies. */
  promptsWithThreeCopies: number;
  passed: boolean;
}

export interface GameTotals {
  /** `<type>:<status>` → rounds. */
  rounds: Record<string, number>;
  /** Phrase sets by status. */
  phrasesets: Record<string, number>;
  votes: number;
  mostVotesOnASet: number;
  ledgerEntries: number;
}

export async function checkRules(
  db: Executor,
  ledgerCheckCommand: LedgerCheckCommand,
): Promise<RuleChecks> {
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(db, query))[0]?.n ?? 0;
  const checks = {
    ledgerViolations: ledgerCheckCommand.violations,
    duplicateLedgerKeys: await count(sql`select count(*)::int as n from (
      select idempotency_key from ledger_entries group by 1 having count(*) > 1) d`),
    doublePrizePayouts: await count(sql`select count(*)::int as n from (
      select phraseset_id, to_account from ledger_entries where entry_type = 'prize_payout'
      group by 1, 2 having count(*) > 1) d`),
    setsOverMaxVotes: await count(sql`select count(*)::int as n from phrasesets s
      where (select count(*) from votes v where v.phraseset_id = s.id) > s.max_votes`),
    setsWithWrongVoteCount: await count(sql`select count(*)::int as n from phrasesets s
      where (select count(*) from votes v where v.phraseset_id = s.id) <> s.vote_count`),
    doubleVotes: await count(sql`select count(*)::int as n from (
      select phraseset_id, player_id from votes group by 1, 2 having count(*) > 1) d`),
    playersWithTwoActiveRounds: await count(sql`select count(*)::int as n from (
      select player_id from rounds where status = 'active' group by 1 having count(*) > 1) d`),
    promptsWithThreeCopies: await count(sql`select count(*)::int as n from (
      select prompt_round_id from rounds where round_type = 'copy' and status = 'submitted'
      group by 1 having count(*) > 2) d`),
  };
  const { ledgerViolations, ...counts } = checks;
  const passed =
    ledgerViolations.length === 0 &&
    ledgerCheckCommand.exitCode === 0 &&
    Object.values(counts).every((value) => value === 0);
  return { ...checks, ledgerCheckCommand, passed };
}

export async function gameTotals(db: Executor): Promise<GameTotals> {
  const rounds = await queryRows<{ key: string; n: number }>(
    db,
    sql`select round_type || ':' || status as key, count(*)::int as n from rounds group by 1 order by 1`,
  );
  const sets = await queryRows<{ key: string; n: number }>(
    db,
    sql`select status as key, count(*)::int as n from phrasesets group by 1 order by 1`,
  );
  const [votes] = await queryRows<{ n: number; most: number }>(
    db,
    sql`select (select count(*) from votes)::int as n,
               (select coalesce(max(vote_count), 0) from phrasesets)::int as most`,
  );
  const [entries] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_entries`,
  );
  return {
    rounds: Object.fromEntries(rounds.map((row) => [row.key, row.n])),
    phrasesets: Object.fromEntries(sets.map((row) => [row.key, row.n])),
    votes: votes?.n ?? 0,
    mostVotesOnASet: votes?.most ?? 0,
    ledgerEntries: entries?.n ?? 0,
  };
}
