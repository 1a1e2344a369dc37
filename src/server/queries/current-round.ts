import { sql } from 'drizzle-orm';
import { rowSet, type RowSetQuery } from '../db/row-sets';

/** The player's active round with what its screen shows (one statement). */
export interface CurrentRoundRow {
  id: string;
  round_type: 'prompt' | 'copy' | 'vote';
  status: 'active';
  expires_at: Date;
  cost: number;
  prompt_text: string | null;
  feedback_type: 'like' | 'dislike' | null;
  original_phrase: string | null;
  discount_active: boolean | null;
  phraseset_id: string | null;
  phraseset_prompt_text: string | null;
  vote_phrases: string[] | null;
}

/** The player's active round, if any (at most one row). */
export const currentRoundQuery = (playerId: string): RowSetQuery<CurrentRoundRow> =>
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
