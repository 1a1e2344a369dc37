import { sql } from 'drizzle-orm';
import type { ValueOrSlot } from '../db/game-conditions';
import { rowSet, type RowSetQuery } from '../db/row-sets';
import type { CurrentRoundRow } from '../presenters/input-rows';

/** The player's active round, if any (at most one row). */
export const currentRoundQuery = (playerId: ValueOrSlot<string>): RowSetQuery<CurrentRoundRow> =>
  rowSet(
    sql`select r.id, r.round_type, r.status, r.expires_at, r.cost, r.prompt_text, f.feedback_type,
               p.phrase as original_phrase, r.discount_active, r.phraseset_id,
               s.prompt_text as phraseset_prompt_text, r.vote_phrases
        from rounds r
        left join prompt_feedback f on f.round_id = r.id
        left join rounds p on p.id = r.prompt_round_id
        left join phrasesets s on s.id = r.phraseset_id
        where r.player_id = ${playerId} and r.status = 'active'`,
    { instants: ['expires_at'] },
  );
