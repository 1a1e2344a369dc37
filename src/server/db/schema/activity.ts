import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { players } from './players';
import { rounds } from './rounds';

export const ACTIVITY_TYPES = [
  'prompt_created',
  'copy1_submitted',
  'copy2_submitted',
  'vote_submitted',
  'third_vote_reached',
  'fifth_vote_reached',
  'finalized',
] as const;
export type ActivityTypeValue = (typeof ACTIVITY_TYPES)[number];

/**
 * The timeline of a prompt and the set it becomes, keyed by the prompt round (the timeline
 * starts before the set exists). `seq` orders entries even when the clock shows the same
 * instant, and lets "new since last viewed" be a plain comparison.
 */
export const phrasesetActivity = pgTable(
  'phraseset_activity',
  {
    id: uuid('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    promptRoundId: uuid('prompt_round_id')
      .notNull()
      .references(() => rounds.id),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    /** Who acted; null for the set's own milestones (thresholds, finalization). */
    playerId: uuid('player_id').references(() => players.id),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check(
      'phraseset_activity_type_check',
      sql`${table.activityType} in ('prompt_created', 'copy1_submitted', 'copy2_submitted', 'vote_submitted', 'third_vote_reached', 'fifth_vote_reached', 'finalized')`,
    ),
    index('phraseset_activity_prompt_round_idx').on(table.promptRoundId, table.seq),
  ],
);
