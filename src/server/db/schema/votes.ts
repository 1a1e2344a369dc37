import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { phrasesets } from './phrasesets';
import { players } from './players';
import { rounds } from './rounds';

/**
 * One row per counted vote. The database enforces one vote per player per set, and numbers
 * votes 1, 2, ... uniquely per set (the set's CHECK caps the count at its max_votes).
 */
export const votes = pgTable(
  'votes',
  {
    id: uuid('id').primaryKey(),
    phrasesetId: uuid('phraseset_id')
      .notNull()
      .references(() => phrasesets.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    roundId: uuid('round_id')
      .notNull()
      .unique('votes_round_unique')
      .references(() => rounds.id),
    voteNumber: integer('vote_number').notNull(),
    votedPhrase: text('voted_phrase').notNull(),
    correct: boolean('correct').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    unique('votes_one_per_player_per_set').on(table.phrasesetId, table.playerId),
    unique('votes_number_unique_per_set').on(table.phrasesetId, table.voteNumber),
    check('votes_vote_number_positive', sql`${table.voteNumber} >= 1`),
    // The sets a player already voted on, looked up on every dashboard and vote start: the
    // unique index above leads with the set, so it cannot find one player's votes.
    index('votes_player_idx').on(table.playerId, table.phrasesetId),
  ],
);
