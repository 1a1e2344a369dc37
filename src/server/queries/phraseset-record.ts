import { inArray, sql } from 'drizzle-orm';
import type { Slots } from '../db/built-once';
import { phrasesetRows } from '../db/row-readers';
import { rowSet, rowSetsBuiltOnce } from '../db/row-sets';
import { ledgerEntries, phrasesets, type ActivityTypeValue } from '../db/schema';
import type { Executor } from '../db/types';
import { ledgerKeys, type PayoutRole } from '../ledger/keys';
import { poolAccount } from '../ledger';
import type { PhrasesetRecord } from '../presenters/input-rows';

/** The set a record is read for: its prompt round, and the set's id when the set exists. */
export interface RecordOf {
  promptRoundId: string;
  phrasesetId: string | null;
}

/**
 * Everything a set's details and results show, read in one statement (one snapshot, one round
 * trip instead of six): the prompt and its submitted copies with their writers, the set, its
 * votes, its timeline, what the ledger paid each role and the pool as it is now.
 */
export async function loadPhrasesetRecord(
  executor: Executor,
  { promptRoundId, phrasesetId }: RecordOf,
): Promise<PhrasesetRecord> {
  const payoutKey = (role: PayoutRole) =>
    phrasesetId ? ledgerKeys.payout(phrasesetId, role) : null;
  const rows = await recordRead(executor, {
    promptRoundId,
    poolAccount: poolAccount(promptRoundId),
    payoutOriginal: payoutKey('original'),
    payoutCopy1: payoutKey('copy1'),
    payoutCopy2: payoutKey('copy2'),
  });
  const prompt = rows.contributors[0];
  if (!prompt || prompt.round_type !== 'prompt')
    throw new Error(`No prompt round ${promptRoundId}`);
  const [set] = phrasesetRows.read(rows.set);
  // Once the set is formed, its copies come in the set's order (copy1 = the copy submitted
  // first, as its payouts and timeline name it), not by ended_at: a submission reads the clock
  // before it waits for the prompt's lock, so the copy locked second can carry the earlier (or
  // the same) time, and copy_phrase_1 then named the other copier's phrase.
  const rank = (round: { id: string; round_type: string }) =>
    round.round_type === 'prompt' ? 0 : round.id === set?.copy2RoundId ? 2 : 1;
  const contributors = [...rows.contributors].sort((a, b) => rank(a) - rank(b));

  return {
    promptRoundId,
    promptText: prompt.prompt_text ?? '',
    promptStatus: prompt.status,
    createdAt: prompt.created_at,
    promptEndedAt: prompt.ended_at,
    contributors: contributors.map((round) => ({
      roundId: round.id,
      playerId: round.player_id,
      username: round.username,
      pseudonym: round.pseudonym,
      role: round.round_type,
      phrase: round.phrase,
    })),
    set,
    votes: rows.votes.map((row) => ({
      id: row.id,
      playerId: row.player_id,
      pseudonym: row.pseudonym,
      votedPhrase: row.voted_phrase,
      correct: row.correct,
      createdAt: row.created_at,
    })),
    activity: rows.activity.map((row) => ({
      id: row.id,
      seq: row.seq,
      type: row.activity_type,
      createdAt: row.created_at,
      playerId: row.player_id,
      username: row.username,
      pseudonym: row.pseudonym,
      metadata: row.metadata,
    })),
    // The entries of the set the access check found: a set formed since cannot be finalized yet.
    payouts:
      set?.status === 'finalized'
        ? paidByRole(rows.payouts, set.id)
        : { original: 0, copy1: 0, copy2: 0 },
    livePool: rows.pool[0]?.balance ?? 0,
  };
}

type RecordValues = {
  promptRoundId: string;
  poolAccount: string;
  /** The ledger keys of the set's three payouts; null before the set exists. */
  payoutOriginal: string | null;
  payoutCopy1: string | null;
  payoutCopy2: string | null;
};

const recordRead = rowSetsBuiltOnce((slot: Slots<RecordValues>) => ({
  contributors: rowSet<{
    id: string;
    player_id: string;
    round_type: 'prompt' | 'copy';
    status: string;
    phrase: string | null;
    prompt_text: string | null;
    created_at: Date;
    ended_at: Date;
    username: string;
    pseudonym: string;
  }>(
    sql`select r.id, r.player_id, r.round_type, r.status, r.phrase, r.prompt_text, r.created_at, r.ended_at, pl.username, pl.pseudonym
        from rounds r join players pl on pl.id = r.player_id
        where r.id = ${slot.promptRoundId}
           or (r.prompt_round_id = ${slot.promptRoundId} and r.round_type = 'copy' and r.status = 'submitted')`,
    {
      orderBy: sql`t.round_type = 'copy', t.ended_at, t.id`,
      instants: ['created_at', 'ended_at'],
    },
  ),
  // Raw column values under their property names: phrasesetRows.read maps them.
  set: rowSet<Record<string, unknown>>(
    sql`select ${phrasesetRows.columns} from ${phrasesets} where ${phrasesets.promptRoundId} = ${slot.promptRoundId}`,
  ),
  votes: rowSet<{
    id: string;
    player_id: string;
    pseudonym: string;
    voted_phrase: string;
    correct: boolean;
    created_at: Date;
    vote_number: number;
  }>(
    sql`select v.id, v.player_id, pl.pseudonym, v.voted_phrase, v.correct, v.created_at, v.vote_number
        from votes v join players pl on pl.id = v.player_id
        where v.phraseset_id = (select s.id from phrasesets s where s.prompt_round_id = ${slot.promptRoundId})`,
    { orderBy: sql`t.vote_number`, instants: ['created_at'] },
  ),
  activity: rowSet<{
    id: string;
    seq: number;
    activity_type: ActivityTypeValue;
    created_at: Date;
    player_id: string | null;
    username: string | null;
    pseudonym: string | null;
    metadata: Record<string, unknown>;
  }>(
    sql`select a.id, a.seq, a.activity_type, a.created_at, a.player_id, pl.username, pl.pseudonym, a.metadata
        from phraseset_activity a left join players pl on pl.id = a.player_id
        where a.prompt_round_id = ${slot.promptRoundId}`,
    { orderBy: sql`t.seq`, instants: ['created_at'] },
  ),
  payouts: rowSet<{ key: string; amount: number }>(
    sql`select e.idempotency_key as key, e.amount from ledger_entries e
        where e.idempotency_key in (${slot.payoutOriginal}, ${slot.payoutCopy1}, ${slot.payoutCopy2})`,
  ),
  pool: rowSet<{ balance: number }>(
    sql`select a.balance from accounts a where a.id = ${slot.poolAccount}`,
  ),
}));

const PAYOUT_ROLES: PayoutRole[] = ['original', 'copy1', 'copy2'];

/** What the ledger paid each role of a finalized set (a role paid 0 has no entry). */
export async function loadRolePayouts(
  executor: Executor,
  phrasesetId: string,
): Promise<Record<PayoutRole, number>> {
  const keys = PAYOUT_ROLES.map((role) => ledgerKeys.payout(phrasesetId, role));
  const entries = await executor
    .select({ key: ledgerEntries.idempotencyKey, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, keys));
  return paidByRole(entries, phrasesetId);
}

/** Each role's payout among a set's payout entries (a role paid 0 has none). */
function paidByRole(
  entries: readonly { key: string; amount: number }[],
  phrasesetId: string,
): Record<PayoutRole, number> {
  const paid = (role: PayoutRole) =>
    entries.find((entry) => entry.key === ledgerKeys.payout(phrasesetId, role))?.amount ?? 0;
  return { original: paid('original'), copy1: paid('copy1'), copy2: paid('copy2') };
}
