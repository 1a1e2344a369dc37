// SQL conditions shared by the commands that pick rounds and the reads that count what a
// player could get, so that "available" on the dashboard and what a start finds agree.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * A value given now, or the slot of a statement built once (built-once.ts) that is given it
 * at each call: the conditions below serve both kinds of statement.
 */
export type ValueOrSlot<Value> = Value | Placeholder;

/**
 * A clock instant as a SQL timestamptz (ISO text, so both drivers pass it the same way); a
 * slot is given the ISO text.
 */
export const instantSql = (at: ValueOrSlot<Date>): SQL =>
  sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;

/**
 * `p` (a round) is a submitted prompt still waiting for copies: no set formed from it yet
 * (the flag is cleared in the transaction that forms the set; it matches the partial index
 * `rounds_waiting_prompts_idx`).
 */
export const waitingPromptCondition = sql`p.awaiting_copies`;

/**
 * `p` is a waiting prompt this player may copy: not their own, never copied by them (whatever
 * became of that round), and with a copy slot not held by an active or submitted copy round.
 */
export const copyablePromptCondition = (playerId: ValueOrSlot<string>): SQL =>
  sql`${waitingPromptCondition} and ${copyableIfWaitingCondition(playerId)}`;

/**
 * What makes a waiting prompt `p` copyable by this player (copyablePromptCondition without the
 * waiting part), for counts that scan the waiting prompts once for several figures.
 */
export const copyableIfWaitingCondition = (
  playerId: ValueOrSlot<string>,
): SQL => sql`p.player_id <> ${playerId}
  and not exists (
    select 1 from rounds mine
    where mine.prompt_round_id = p.id and mine.round_type = 'copy' and mine.player_id = ${playerId})
  and (select count(*) from rounds held
       where held.prompt_round_id = p.id and held.round_type = 'copy'
         and held.status in ('active', 'submitted')) < 2`;

/**
 * `s` (a set) could take a new vote round from this player now: still taking votes, a place
 * free (votes plus places held by active vote rounds below its maximum), its window not
 * closed (closes_at is the rules' closesAt, stored at each vote), and the player neither
 * contributed to it nor voted on it.
 *
 * Over all open sets, the player's votes are read once (a hashed list, from votes_player_idx)
 * rather than probed per open set. For `oneSet` (a condition that also names the set), one
 * probe of votes_one_per_player_per_set: reading the votes would cost the player's whole
 * history, and backup players, started one set at a time, vote for the server's whole life.
 */
export const votableSetCondition = (
  playerId: ValueOrSlot<string>,
  now: ValueOrSlot<Date>,
  { oneSet = false } = {},
): SQL => sql`s.status in ('voting', 'closing')
  and s.vote_count + s.reserved_votes < s.max_votes
  and (s.closes_at is null or s.closes_at > ${instantSql(now)})
  and ${playerId}::uuid not in (s.original_player_id, s.copy1_player_id, s.copy2_player_id)
  and ${
    oneSet
      ? sql`not exists (select 1 from votes voted
                        where voted.phraseset_id = s.id and voted.player_id = ${playerId})`
      : sql`s.id not in (select voted.phraseset_id from votes voted
                         where voted.player_id = ${playerId})`
  }`;

/**
 * Outstanding prompts of the player (docs/game-rules.md#prompt-rounds): submitted prompts whose set
 * is not finalized, including those still waiting for copies. The set is looked up per prompt (a
 * scalar subquery always probes phrasesets_prompt_round_unique): as an anti-join, a young
 * database's statistics made the planner scan every set for every prompt.
 */
export const outstandingPromptsCount = (playerId: ValueOrSlot<string>): SQL => sql`(
  select count(*)::int from rounds op
  where op.player_id = ${playerId} and op.round_type = 'prompt' and op.status = 'submitted'
    and (select os.status from phrasesets os where os.prompt_round_id = op.id) is distinct from 'finalized')`;
