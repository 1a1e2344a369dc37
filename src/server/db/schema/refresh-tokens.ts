import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { players } from './players';

/**
 * One row per refresh token ever issued, stored only as a SHA-256 hash. A login starts a
 * family; each refresh rotates to a new token of the same family. Presenting a rotated token
 * again means it leaked, so the whole family (the session) is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    familyId: uuid('family_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    // The hourly purge of expired tokens (commands/purge-refresh-tokens.ts).
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);
