import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { players } from './players';
import { rounds } from './rounds';

/** Statuses of a formed set; waiting_copies, waiting_copy1 and abandoned describe prompts before one. */
export const PHRASESET_STATUSES = ['voting', 'closing', 'finalized'] as const;

/**
 * A prompt with its two copies, formed when the second copy is submitted. Contributors and
 * phrases are copied from their rounds (immutable once submitted) so that voting and its reads
 * need no joins. `copy1` is the copy submitted first.
 */
export const phrasesets = pgTable(
  'phrasesets',
  {
    id: uuid('id').primaryKey(),
    promptRoundId: uuid('prompt_round_id')
      .notNull()
      .unique('phrasesets_prompt_round_unique')
      .references((): AnyPgColumn => rounds.id),
    copy1RoundId: uuid('copy1_round_id')
      .notNull()
      .references((): AnyPgColumn => rounds.id),
    copy2RoundId: uuid('copy2_round_id')
      .notNull()
      .references((): AnyPgColumn => rounds.id),
    originalPlayerId: uuid('original_player_id')
      .notNull()
      .references(() => players.id),
    copy1PlayerId: uuid('copy1_player_id')
      .notNull()
      .references(() => players.id),
    copy2PlayerId: uuid('copy2_player_id')
      .notNull()
      .references(() => players.id),
    promptText: text('prompt_text').notNull(),
    originalPhrase: text('original_phrase').notNull(),
    copy1Phrase: text('copy1_phrase').notNull(),
    copy2Phrase: text('copy2_phrase').notNull(),
    status: text('status', { enum: PHRASESET_STATUSES }).notNull(),
    voteCount: integer('vote_count').notNull(),
    /** Places held by active vote rounds: no more voters can start than places are free. */
    reservedVotes: integer('reserved_votes').notNull(),
    /** vote_max_votes when the set formed; the CHECK below makes the database enforce it. */
    maxVotes: integer('max_votes').notNull(),
    /** The prize pool when voting opened (prize_pool_base). */
    poolBase: integer('pool_base').notNull(),
    thirdVoteAt: instant('third_vote_at'),
    fifthVoteAt: instant('fifth_vote_at'),
    /** When the voting window closes (rules closesAt); null while it has no deadline. */
    closesAt: instant('closes_at'),
    /** The pool as it stood when it was paid out. */
    finalPool: integer('final_pool'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    finalizedAt: instant('finalized_at'),
  },
  (table) => [
    check('phrasesets_status_check', sql`${table.status} in ('voting', 'closing', 'finalized')`),
    check(
      'phrasesets_vote_places_check',
      sql`${table.voteCount} >= 0 and ${table.reservedVotes} >= 0 and ${table.voteCount} + ${table.reservedVotes} <= ${table.maxVotes}`,
    ),
    check(
      'phrasesets_finalized_check',
      sql`(${table.status} = 'finalized') = (${table.finalizedAt} is not null and ${table.finalPool} is not null)`,
    ),
    index('phrasesets_open_idx')
      .on(table.status)
      .where(sql`${table.status} <> 'finalized'`),
    // A player's own sets (statistics, results): one index per role, so that "any role of
    // this player" reads three small index ranges instead of every set of the game.
    index('phrasesets_original_player_idx').on(table.originalPlayerId),
    index('phrasesets_copy1_player_idx').on(table.copy1PlayerId),
    index('phrasesets_copy2_player_idx').on(table.copy2PlayerId),
  ],
);

export type PhrasesetRow = typeof phrasesets.$inferSelect;
