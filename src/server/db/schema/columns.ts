import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A UTC instant. Columns never default to SQL `now()`: every stored time comes from the
 * injected clock (src/server/clock.ts) so tests control windows and expiry.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
