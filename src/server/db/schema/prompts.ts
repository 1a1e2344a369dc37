import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The prompt library (src/server/data/prompts.json), synced at every start: new prompts are
 * added, edited ones updated, removed ones disabled (never deleted, rounds refer to them).
 */
export const prompts = pgTable('prompts', {
  /** The library's own id (e.g. `food-001`), stable across library versions. */
  id: text('id').primaryKey(),
  category: text('category').notNull(),
  text: text('text').notNull(),
  /** Only enabled prompts are drawn for new prompt rounds. */
  enabled: boolean('enabled').notNull(),
  syncedAt: instant('synced_at').notNull(),
});
