import { z } from 'zod';

export const ValidatePasswordRequest = z.object({ password: z.string().max(1024) });
export const ValidatePasswordResponse = z.object({ valid: z.boolean() });
export type ValidatePasswordResponse = z.infer<typeof ValidatePasswordResponse>;

/**
 * The settings the admin view lists: the 31 game settings of docs/game-rules.md#settings, then
 * the backup players' profile settings. Those came later and are optional, so that the app
 * still reads the answer of a server that predates them (and other clients see only added
 * fields).
 */
export const AdminConfig = z.object({
  starting_balance: z.number().int(),
  daily_bonus_amount: z.number().int(),
  prompt_cost: z.number().int(),
  copy_cost_normal: z.number().int(),
  copy_cost_discount: z.number().int(),
  copy_discount_threshold: z.number().int(),
  vote_cost: z.number().int(),
  vote_payout_correct: z.number().int(),
  prize_pool_base: z.number().int(),
  abandoned_penalty: z.number().int(),
  max_outstanding_quips: z.number().int(),
  prompt_round_seconds: z.number().int(),
  copy_round_seconds: z.number().int(),
  vote_round_seconds: z.number().int(),
  grace_period_seconds: z.number().int(),
  vote_max_votes: z.number().int(),
  vote_closing_threshold: z.number().int(),
  vote_closing_window_seconds: z.number().int(),
  vote_minimum_threshold: z.number().int(),
  vote_minimum_window_seconds: z.number().int(),
  phrase_min_words: z.number().int(),
  phrase_max_words: z.number().int(),
  significant_word_min_length: z.number().int(),
  phrase_max_length: z.number().int(),
  phrase_min_char_per_word: z.number().int(),
  phrase_max_char_per_word: z.number().int(),
  ai_provider: z.enum(['offline', 'openai', 'gemini']),
  ai_openai_model: z.string(),
  ai_gemini_model: z.string(),
  ai_backup_delay_minutes: z.number().int(),
  ai_timeout_seconds: z.number().int(),
  game_profile: z.enum(['hosted', 'solo']).optional(),
  ai_backup_enabled: z.boolean().optional(),
  ai_backup_votes_up_to: z.enum(['minimum', 'closing']).optional(),
  ai_backup_supply_prompts: z.number().int().optional(),
  ai_backup_supply_sets: z.number().int().optional(),
  ai_backup_spend_cap_per_hour: z.number().int().optional(),
  ai_backup_vote_accuracy_percent: z.number().int().optional(),
});
export type AdminConfig = z.infer<typeof AdminConfig>;
export const ADMIN_CONFIG_KEYS = Object.keys(AdminConfig.shape) as (keyof AdminConfig)[];
