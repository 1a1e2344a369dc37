import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The fixed windows of the rate limits that guard credentials (login, registration, the admin
 * password), shared by every server process on the database so that running several does not
 * multiply an attacker's guesses. The key is a hash of the limit's name and what it counts
 * (an address, an email, a player), so no address or email is stored here.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  // The hourly purge of ended windows.
  (table) => [index('rate_limit_windows_ends_idx').on(table.endsAt)],
);
