import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { players } from './players';
import { prompts } from './prompts';
import { rounds } from './rounds';

export const FEEDBACK_TYPES = ['like', 'dislike'] as const;

/** A player's like or dislike of the prompt of their own prompt round: one per round, changeable. */
export const promptFeedback = pgTable(
  'prompt_feedback',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .unique('prompt_feedback_round_unique')
      .references(() => rounds.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    promptId: text('prompt_id')
      .notNull()
      .references(() => prompts.id),
    feedbackType: text('feedback_type', { enum: FEEDBACK_TYPES }).notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    check('prompt_feedback_type_check', sql`${table.feedbackType} in ('like', 'dislike')`),
  ],
);
