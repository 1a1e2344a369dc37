// What backup players help with (docs/game-rules.md#backup-players): prompts that still lack copies
// and sets whose votes stalled, once nothing has happened on them for ai_backup_delay_minutes. Only
// where a person waits for the outcome: bots never fill bot-only prompts (they stay for people to
// copy) and never vote on a set that no person made or voted on.
import { sql, type SQL } from 'drizzle-orm';
import { parseInstants } from '../db/instants';
import { queryRows } from '../db/query-rows';
import type { Executor } from '../db/types';
import { instantSql, waitingPromptCondition } from '../db/game-conditions';

/** The latest entry of the prompt's timeline is not newer than `since`. */
const quietSince = (promptRoundIdColumn: SQL, since: Date) => sql`
  (select max(a.created_at) from phraseset_activity a where a.prompt_round_id = ${promptRoundIdColumn})
    <= ${instantSql(since)}`;

/** Joins `held`: the copy slots of prompt `p` submitted or held by an active copy round. */
const heldCopies = sql`cross join lateral (
          select count(*)::int as count from rounds c
          where c.prompt_round_id = p.id and c.round_type = 'copy' and c.status in ('active', 'submitted')) held`;

/** Prompt `p` (joined with `held`) waits for copies that a person waits for. */
const promptNeedsCopies = sql`${waitingPromptCondition}
          and held.count < 2
          and (
            exists (select 1 from players author where author.id = p.player_id and not author.is_bot)
            or exists (
              select 1 from rounds hc join players copier on copier.id = hc.player_id
              where hc.prompt_round_id = p.id and hc.round_type = 'copy' and hc.status = 'submitted'
                and not copier.is_bot))`;

/** Set `s` is open with fewer than `upTo` votes and held places, and a person is in it. */
const setNeedsVotes = (upTo: number) => sql`s.status in ('voting', 'closing')
          and s.vote_count + s.reserved_votes < ${upTo}
          and (
            exists (
              select 1 from players contributor
              where contributor.id in (s.original_player_id, s.copy1_player_id, s.copy2_player_id)
                and not contributor.is_bot)
            or exists (
              select 1 from votes v join players voter on voter.id = v.player_id
              where v.phraseset_id = s.id and not voter.is_bot))`;

/**
 * The latest timeline entry of the prompt or set that has been quiet the longest among those
 * the backup players would help once quiet long enough: plus ai_backup_delay_minutes, when
 * they are next due (null when nothing waits for them).
 */
export async function oldestStalledActivity(
  executor: Executor,
  upTo: number,
): Promise<Date | null> {
  const lastActivity = (promptRoundIdColumn: SQL) =>
    sql`(select max(a.created_at) from phraseset_activity a where a.prompt_round_id = ${promptRoundIdColumn})`;
  const [row] = parseInstants(
    await queryRows<{ prompts: Date | null; sets: Date | null }>(
      executor,
      sql`select
            (select min(${lastActivity(sql.raw('p.id'))}) from rounds p ${heldCopies}
              where ${promptNeedsCopies}) as prompts,
            (select min(${lastActivity(sql.raw('s.prompt_round_id'))}) from phrasesets s
              where ${setNeedsVotes(upTo)}) as sets`,
    ),
    'prompts',
    'sets',
  );
  const times = [row?.prompts, row?.sets].flatMap((at) => (at ? [at.getTime()] : []));
  return times.length === 0 ? null : new Date(Math.min(...times));
}

export interface PromptNeedingCopies {
  promptRoundId: string;
  /** Copy slots neither submitted nor held by an active copy round. */
  missingCopies: number;
}

/**
 * Waiting prompts with free copy slots whose author is a person, or that a person has
 * copied, and that have been quiet since `quietSince`: oldest first, at most `limit`.
 */
export async function listPromptsNeedingCopies(
  executor: Executor,
  since: Date,
  limit: number,
): Promise<PromptNeedingCopies[]> {
  const rows = await queryRows<{ id: string; held: number }>(
    executor,
    sql`select p.id, held.count as held
        from rounds p
        ${heldCopies}
        where ${promptNeedsCopies}
          and ${quietSince(sql.raw('p.id'), since)}
        order by p.ended_at, p.id
        limit ${limit}`,
  );
  return rows.map((row) => ({ promptRoundId: row.id, missingCopies: 2 - row.held }));
}

export interface SetNeedingVotes {
  phrasesetId: string;
  /** Votes (counted or held by active vote rounds) still missing to reach `upTo`. */
  missingVotes: number;
}

/**
 * Sets still open with fewer than `upTo` votes and held places (the minimum threshold: from
 * there on the voting window closes the set by time), that a person contributed to or voted
 * on, quiet since `since`: oldest first, at most `limit`.
 */
export async function listSetsNeedingVotes(
  executor: Executor,
  since: Date,
  upTo: number,
  limit: number,
): Promise<SetNeedingVotes[]> {
  const rows = await queryRows<{ id: string; taken: number }>(
    executor,
    sql`select s.id, s.vote_count + s.reserved_votes as taken
        from phrasesets s
        where ${setNeedsVotes(upTo)}
          and ${quietSince(sql.raw('s.prompt_round_id'), since)}
        order by s.created_at, s.id
        limit ${limit}`,
  );
  return rows.map((row) => ({ phrasesetId: row.id, missingVotes: upTo - row.taken }));
}
