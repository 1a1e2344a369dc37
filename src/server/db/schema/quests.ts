import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { QUEST_TYPES } from '../../game/rules/quests';
import { instant } from './columns';
import { players } from './players';

export const QUEST_STATUSES = ['active', 'completed', 'claimed'] as const;
export type QuestStatusValue = (typeof QUEST_STATUSES)[number];

const questTypeList = sql.raw(QUEST_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * A player's quests (docs/game-rules.md#quests). Each quest type exists at most once per player
 * (a tier chain moves on to a new type), which also makes creating one idempotent. Target and
 * reward are copied from the definitions when the quest is created: what was promised stays.
 * Status only moves forward: active, completed (claimable), claimed (paid, key quest:<id>).
 */
export const quests = pgTable(
  'quests',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    questType: text('quest_type', { enum: QUEST_TYPES }).notNull(),
    status: text('status', { enum: QUEST_STATUSES }).notNull(),
    /** The quest's running state (streak, recent timestamps, counts), shown as `progress`. */
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull(),
    progressCurrent: integer('progress_current').notNull(),
    progressTarget: integer('progress_target').notNull(),
    rewardAmount: integer('reward_amount').notNull(),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
    claimedAt: instant('claimed_at'),
  },
  (table) => [
    unique('quests_one_per_type_per_player').on(table.playerId, table.questType),
    check('quests_type_check', sql`${table.questType} in (${questTypeList})`),
    check('quests_status_check', sql`${table.status} in ('active', 'completed', 'claimed')`),
    check(
      'quests_progress_range_check',
      sql`${table.progressCurrent} between 0 and ${table.progressTarget}`,
    ),
    check('quests_reward_not_negative', sql`${table.rewardAmount} >= 0`),
    check(
      'quests_status_times_check',
      sql`(${table.status} = 'active') = (${table.completedAt} is null) and (${table.status} = 'claimed') = (${table.claimedAt} is not null)`,
    ),
  ],
);

export type QuestRow = typeof quests.$inferSelect;
