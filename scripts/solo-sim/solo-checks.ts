// What must hold after solo play, counted in the database itself: the ledger audit of
// `npm run ledger:check`, and the rules backup players must keep like anyone.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/query-rows';
import type { Executor } from '../../src/server/db/types';
import { checkLedger } from '../../src/server/ledger';

export interface SoloChecks {
  ledgerViolations: string[];
  /** Each must be 0. */
  breaches: {
    copiesOfOwnPrompt: number;
    votesOnOwnSet: number;
    doubleVotes: number;
    promptsWithThreeCopies: number;
    setsOverMaxVotes: number;
    playersWithTwoActiveRounds: number;
    duplicateLedgerKeys: number;
  };
}

export function checksPassed(checks: SoloChecks): boolean {
  return (
    checks.ledgerViolations.length === 0 &&
    Object.values(checks.breaches).every((count) => count === 0)
  );
}

export async function runSoloChecks(db: Executor): Promise<SoloChecks> {
  const [breaches] = await queryRows<SoloChecks['breaches']>(
    db,
    sql`select
      (select count(*)::int from rounds c join rounds p on p.id = c.prompt_round_id
        where c.round_type = 'copy' and c.player_id = p.player_id) as "copiesOfOwnPrompt",
      (select count(*)::int from votes v join phrasesets s on s.id = v.phraseset_id
        where v.player_id in (s.original_player_id, s.copy1_player_id, s.copy2_player_id)) as "votesOnOwnSet",
      (select count(*)::int from (
        select 1 from votes group by phraseset_id, player_id having count(*) > 1) t) as "doubleVotes",
      (select count(*)::int from (
        select 1 from rounds where round_type = 'copy' and status = 'submitted'
        group by prompt_round_id having count(*) > 2) t) as "promptsWithThreeCopies",
      (select count(*)::int from phrasesets s
        where (select count(*) from votes v where v.phraseset_id = s.id) > s.max_votes) as "setsOverMaxVotes",
      (select count(*)::int from (
        select 1 from rounds where status = 'active' group by player_id having count(*) > 1) t) as "playersWithTwoActiveRounds",
      (select count(*)::int from (
        select 1 from ledger_entries group by idempotency_key having count(*) > 1) t) as "duplicateLedgerKeys"`,
  );
  const violations = await checkLedger(db);
  return {
    ledgerViolations: violations.map((violation) => violation.message),
    breaches: breaches!,
  };
}
