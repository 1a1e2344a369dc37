import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { players } from './players';
import { rounds } from './rounds';

/**
 * What a contributor has seen of one prompt's set: the last activity shown in its details
 * (for new_activity_count), when its result was claimed (seen; claiming moves no coins), and
 * when a desktop app announced the finalized result to them (claimed by one app only, so two
 * machines with the same account never both announce it).
 */
export const phrasesetViews = pgTable(
  'phraseset_views',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    promptRoundId: uuid('prompt_round_id')
      .notNull()
      .references(() => rounds.id),
    lastSeenActivitySeq: integer('last_seen_activity_seq').notNull(),
    claimedAt: instant('claimed_at'),
    announcedAt: instant('announced_at'),
  },
  (table) => [
    primaryKey({ name: 'phraseset_views_pk', columns: [table.playerId, table.promptRoundId] }),
  ],
);
