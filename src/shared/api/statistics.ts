import { z } from 'zod';
import { Coins, Id, IsoTime } from './common';

const RoleStatsBase = z.object({
  role: z.enum(['prompt', 'copy', 'voter']),
  total_rounds: z.number().int(),
  total_earnings: Coins,
  average_earnings: z.number(),
  win_rate: z.number(),
});
const ContributorStats = RoleStatsBase.extend({
  total_phrasesets: z.number().int(),
  average_votes_received: z.number(),
});
const VoterStats = RoleStatsBase.extend({
  correct_votes: z.number().int(),
  vote_accuracy: z.number(),
});

export const StatisticsResponse = z.object({
  player_id: Id,
  username: z.string(),
  email: z.string(),
  overall_balance: Coins,
  prompt_stats: ContributorStats,
  copy_stats: ContributorStats,
  voter_stats: VoterStats,
  earnings: z.object({
    prompt_earnings: Coins,
    copy_earnings: Coins,
    vote_earnings: Coins,
    daily_bonuses: Coins,
    total_earnings: Coins,
    prompt_costs: Coins,
    copy_costs: Coins,
    vote_costs: Coins,
    total_costs: Coins,
  }),
  frequency: z.object({
    total_rounds_played: z.number().int(),
    days_active: z.number().int(),
    rounds_per_day: z.number(),
    member_since: IsoTime,
    last_active: IsoTime.nullable(),
  }),
  favorite_prompts: z.array(z.string()),
  best_performing_phrases: z.array(
    z.object({ phrase: z.string(), votes: z.number().int(), earnings: Coins }),
  ),
});
export type StatisticsResponse = z.infer<typeof StatisticsResponse>;
