import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { phrasesets } from './phrasesets';
import { players } from './players';
import { prompts } from './prompts';

export const ROUND_TYPES = ['prompt', 'copy', 'vote'] as const;
export type RoundTypeValue = (typeof ROUND_TYPES)[number];
/** A timed-out prompt or vote round is `expired`; a timed-out copy round is `abandoned`. */
export const ROUND_STATUSES = ['active', 'submitted', 'expired', 'abandoned'] as const;

/**
 * Every round of every kind in one table, so that the database itself can enforce one active
 * round per player. The columns of one kind are null on the others (CHECKs below).
 */
export const rounds = pgTable(
  'rounds',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    roundType: text('round_type', { enum: ROUND_TYPES }).notNull(),
    status: text('status', { enum: ROUND_STATUSES }).notNull(),
    /** What the player paid when the round started (held in `stake:<round>` while active). */
    cost: integer('cost').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** When the round left `active` (submission or timeout); prompts queue for copies by it. */
    endedAt: instant('ended_at'),

    // Prompt rounds: the library prompt and its text as shown (kept even if the library changes).
    promptId: text('prompt_id').references(() => prompts.id),
    promptText: text('prompt_text'),
    /** Prompt and copy rounds: the submitted phrase, upper case. */
    phrase: text('phrase'),
    /**
     * A submitted prompt with no phrase set yet: set on submission, cleared in the transaction
     * that forms its set. It keeps the waiting prompts in a small partial index, so copy
     * starts and dashboards never walk the prompts that became sets long ago.
     */
    awaitingCopies: boolean('awaiting_copies').notNull().default(false),

    // Copy rounds: the prompt round copied, the reserved slot (1 or 2) and the price paid.
    promptRoundId: uuid('prompt_round_id').references((): AnyPgColumn => rounds.id),
    copySlot: smallint('copy_slot'),
    discountActive: boolean('discount_active'),
    /** What the house adds to the prize pool on submission so a discount never shrinks it. */
    houseSubsidy: integer('house_subsidy'),

    // Vote rounds: the set voted on and its three phrases in the order shown (shuffled once).
    phrasesetId: uuid('phraseset_id').references((): AnyPgColumn => phrasesets.id),
    votePhrases: text('vote_phrases').array(),
  },
  (table) => [
    check('rounds_round_type_check', sql`${table.roundType} in ('prompt', 'copy', 'vote')`),
    check(
      'rounds_status_check',
      sql`${table.status} in ('active', 'submitted', 'expired', 'abandoned')`,
    ),
    check('rounds_cost_not_negative', sql`${table.cost} >= 0`),
    check(
      'rounds_timeout_status_check',
      sql`(${table.roundType} = 'copy' and ${table.status} <> 'expired') or (${table.roundType} <> 'copy' and ${table.status} <> 'abandoned')`,
    ),
    check(
      'rounds_prompt_columns_check',
      sql`${table.roundType} <> 'prompt' or (${table.promptId} is not null and ${table.promptText} is not null)`,
    ),
    check(
      'rounds_copy_columns_check',
      sql`${table.roundType} <> 'copy' or (${table.promptRoundId} is not null and ${table.copySlot} in (1, 2) and ${table.discountActive} is not null and ${table.houseSubsidy} >= 0)`,
    ),
    check(
      'rounds_vote_columns_check',
      sql`${table.roundType} <> 'vote' or (${table.phrasesetId} is not null and cardinality(${table.votePhrases}) = 3)`,
    ),
    check(
      'rounds_submitted_phrase_check',
      sql`${table.roundType} = 'vote' or ${table.status} <> 'submitted' or ${table.phrase} is not null`,
    ),
    // One active round per player, whatever its kind.
    uniqueIndex('rounds_one_active_per_player')
      .on(table.playerId)
      .where(sql`${table.status} = 'active'`),
    // A prompt has two copy slots; an active or submitted copy round holds one.
    uniqueIndex('rounds_copy_slot_unique')
      .on(table.promptRoundId, table.copySlot)
      .where(sql`${table.roundType} = 'copy' and ${table.status} in ('active', 'submitted')`),
    // A player never gets a second copy round on the same prompt, whatever became of the first.
    uniqueIndex('rounds_one_copy_per_player_per_prompt')
      .on(table.promptRoundId, table.playerId)
      .where(sql`${table.roundType} = 'copy'`),
    index('rounds_active_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    index('rounds_player_type_idx').on(table.playerId, table.roundType),
    index('rounds_waiting_prompts_idx')
      .on(table.endedAt, table.id)
      .where(sql`${table.awaitingCopies}`),
    index('rounds_phraseset_idx').on(table.phrasesetId),
  ],
);

export type RoundRow = typeof rounds.$inferSelect;
