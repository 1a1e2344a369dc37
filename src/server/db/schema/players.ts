import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

export const players = pgTable('players', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique('players_username_unique'),
  /** Stored lower-cased, so uniqueness is case-insensitive. */
  email: text('email').notNull().unique('players_email_unique'),
  passwordHash: text('password_hash').notNull(),
  /** How other players see this one (two words such as "Velvet Otter"). */
  pseudonym: text('pseudonym').notNull(),
  createdAt: instant('created_at').notNull(),
  lastLoginAt: instant('last_login_at'),
  /** Backup players (AI) are ordinary accounts with this flag. */
  isBot: boolean('is_bot').notNull().default(false),
  tutorialCompleted: boolean('tutorial_completed').notNull().default(false),
  tutorialProgress: text('tutorial_progress').notNull().default('not_started'),
  tutorialStartedAt: instant('tutorial_started_at'),
  tutorialCompletedAt: instant('tutorial_completed_at'),
});

export type PlayerRow = typeof players.$inferSelect;
