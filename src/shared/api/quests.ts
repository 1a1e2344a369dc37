import { z } from 'zod';
import { Coins, Id, IsoTime } from './common';

export const QuestCategory = z.enum(['streak', 'quality', 'activity', 'milestone']);
export const QuestStatus = z.enum(['active', 'completed', 'claimed']);

export const Quest = z.object({
  quest_id: Id,
  quest_type: z.string(),
  name: z.string(),
  description: z.string(),
  status: QuestStatus,
  progress: z.record(z.string(), z.unknown()),
  reward_amount: Coins,
  category: QuestCategory,
  created_at: IsoTime,
  completed_at: IsoTime.nullable(),
  claimed_at: IsoTime.nullable(),
  progress_percentage: z.number(),
  progress_current: z.number().int(),
  progress_target: z.number().int(),
});
export type Quest = z.infer<typeof Quest>;

export const QuestListResponse = z.object({
  quests: z.array(Quest),
  total_count: z.number().int(),
  active_count: z.number().int(),
  completed_count: z.number().int(),
  claimed_count: z.number().int(),
  claimable_count: z.number().int(),
});
export type QuestListResponse = z.infer<typeof QuestListResponse>;

export const QuestClaimResponse = z.object({
  success: z.boolean(),
  quest_type: z.string(),
  reward_amount: Coins,
  new_balance: Coins,
});
export type QuestClaimResponse = z.infer<typeof QuestClaimResponse>;
