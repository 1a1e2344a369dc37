import { eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows';
import { ledgerEntries, phrasesets, type ActivityTypeValue } from '../db/schema';
import type { Executor } from '../db/types';
import { ledgerKeys, type PayoutRole } from '../ledger/keys';
import { getBalance, poolAccount } from '../ledger';
import { parseInstants } from '../db/instants';
import type { ActivityRecord, PhrasesetRecord, VoteEntry } from '../presenters/input-rows';

export async function loadPhrasesetRecord(
  executor: Executor,
  promptRoundId: string,
): Promise<PhrasesetRecord> {
  const rounds = await queryRows<{
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
    executor,
    sql`select r.id, r.player_id, r.round_type, r.status, r.phrase, r.prompt_text, r.created_at, r.ended_at, pl.username, pl.pseudonym
        from rounds r join players pl on pl.id = r.player_id
        where r.id = ${promptRoundId}
           or (r.prompt_round_id = ${promptRoundId} and r.round_type = 'copy' and r.status = 'submitted')
        order by r.round_type = 'copy', r.ended_at, r.id`,
  );
  parseInstants(rounds, 'created_at', 'ended_at');
  const prompt = rounds[0];
  if (!prompt || prompt.round_type !== 'prompt')
    throw new Error(`No prompt round ${promptRoundId}`);
  const [set] = await executor
    .select()
    .from(phrasesets)
    .where(eq(phrasesets.promptRoundId, promptRoundId));

  return {
    promptRoundId,
    promptText: prompt.prompt_text ?? '',
    promptStatus: prompt.status,
    createdAt: prompt.created_at,
    promptEndedAt: prompt.ended_at,
    contributors: rounds.map((round) => ({
      roundId: round.id,
      playerId: round.player_id,
      username: round.username,
      pseudonym: round.pseudonym,
      role: round.round_type,
      phrase: round.phrase,
    })),
    set,
    votes: set ? await loadVotes(executor, set.id) : [],
    activity: await loadActivity(executor, promptRoundId),
    payouts:
      set?.status === 'finalized'
        ? await loadRolePayouts(executor, set.id)
        : { original: 0, copy1: 0, copy2: 0 },
    livePool: await getBalance(executor, poolAccount(promptRoundId)),
  };
}

async function loadVotes(executor: Executor, phrasesetId: string): Promise<VoteEntry[]> {
  const rows = await queryRows<{
    id: string;
    player_id: string;
    pseudonym: string;
    voted_phrase: string;
    correct: boolean;
    created_at: Date;
  }>(
    executor,
    sql`select v.id, v.player_id, pl.pseudonym, v.voted_phrase, v.correct, v.created_at
        from votes v join players pl on pl.id = v.player_id
        where v.phraseset_id = ${phrasesetId}
        order by v.vote_number`,
  );
  return parseInstants(rows, 'created_at').map((row) => ({
    id: row.id,
    playerId: row.player_id,
    pseudonym: row.pseudonym,
    votedPhrase: row.voted_phrase,
    correct: row.correct,
    createdAt: row.created_at,
  }));
}

async function loadActivity(executor: Executor, promptRoundId: string): Promise<ActivityRecord[]> {
  const rows = await queryRows<{
    id: string;
    seq: number;
    activity_type: ActivityTypeValue;
    created_at: Date;
    player_id: string | null;
    username: string | null;
    pseudonym: string | null;
    metadata: Record<string, unknown>;
  }>(
    executor,
    sql`select a.id, a.seq, a.activity_type, a.created_at, a.player_id, pl.username, pl.pseudonym, a.metadata
        from phraseset_activity a left join players pl on pl.id = a.player_id
        where a.prompt_round_id = ${promptRoundId}
        order by a.seq`,
  );
  return parseInstants(rows, 'created_at').map((row) => ({
    id: row.id,
    seq: row.seq,
    type: row.activity_type,
    createdAt: row.created_at,
    playerId: row.player_id,
    username: row.username,
    pseudonym: row.pseudonym,
    metadata: row.metadata,
  }));
}

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
  const paid = (role: PayoutRole) =>
    entries.find((entry) => entry.key === ledgerKeys.payout(phrasesetId, role))?.amount ?? 0;
  return { original: paid('original'), copy1: paid('copy1'), copy2: paid('copy2') };
}
