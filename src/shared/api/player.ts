import { z } from 'zod';
import { Coins, Id, IsoTime } from './common';

export const Player = z.object({
  player_id: Id,
  username: z.string(),
  email: z.string(),
  pseudonym: z.string(),
  created_at: IsoTime,
  last_login_date: IsoTime.nullable(),
  balance: Coins,
  starting_balance: Coins,
  outstanding_prompts: z.number().int(),
  daily_bonus_available: z.boolean(),
  daily_bonus_amount: Coins,
});
export type Player = z.infer<typeof Player>;

export const DailyBonusResponse = z.object({
  success: z.boolean(),
  amount: Coins,
  new_balance: Coins,
});
export type DailyBonusResponse = z.infer<typeof DailyBonusResponse>;
