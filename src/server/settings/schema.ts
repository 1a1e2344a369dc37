import { z } from 'zod';

const amount = z.number().int().min(0);
const positive = z.number().int().min(1);
const optionalText = z.string().min(1).optional();

/** The type and range of every setting. */
export const SettingsShape = z
  .object({
    starting_balance: amount,
    daily_bonus_amount: amount,
    prompt_cost: amount,
    copy_cost_normal: amount,
    copy_cost_discount: amount,
    copy_discount_threshold: amount,
    vote_cost: amount,
    vote_payout_correct: amount,
    prize_pool_base: amount,
    abandoned_penalty: amount,
    max_outstanding_quips: positive,
    prompt_round_seconds: positive,
    copy_round_seconds: positive,
    vote_round_seconds: positive,
    grace_period_seconds: amount,
    vote_max_votes: positive,
    vote_closing_threshold: positive,
    vote_closing_window_seconds: positive,
    vote_minimum_threshold: positive,
    vote_minimum_window_seconds: positive,
    phrase_min_words: positive,
    phrase_max_words: positive,
    phrase_max_length: positive,
    phrase_min_char_per_word: positive,
    phrase_max_char_per_word: positive,
    significant_word_min_length: positive,
    ai_provider: z.enum(['offline', 'openai', 'gemini']),
    ai_openai_model: z.string().min(1),
    ai_gemini_model: z.string().min(1),
    ai_backup_delay_minutes: amount,
    ai_timeout_seconds: positive,
    game_profile: z.enum(['hosted', 'solo']),
    ai_backup_votes_up_to: z.enum(['minimum', 'closing']),
    ai_backup_supply_prompts: amount,
    ai_backup_supply_sets: amount,
    ai_backup_spend_cap_per_hour: amount,
    ai_backup_vote_accuracy_percent: z.number().int().min(0).max(100),

    access_token_lifetime_seconds: positive,
    refresh_token_lifetime_seconds: positive,
    rate_limit_window_seconds: positive,
    rate_limit_login_per_ip: positive,
    rate_limit_login_per_email: positive,
    rate_limit_register_per_ip: positive,
    rate_limit_register_per_email: positive,
    rate_limit_player: positive,
    rate_limit_public_per_ip: positive,
    rate_limit_admin_password: positive,
    body_limit_bytes: z.number().int().min(1024),
    headers_timeout_seconds: positive,
    request_timeout_seconds: positive,
    keep_alive_timeout_seconds: positive,
    max_connections_per_address: amount,
    cors_origins: z.array(z.string().url()),
    cookie_secure: z.boolean(),
    trust_proxy: z.boolean(),
    base_path: z
      .string()
      .regex(/^(\/[A-Za-z0-9._~-]+)*$/, 'must be empty or a path such as /api (no trailing slash)'),
    port: z.number().int().min(0).max(65535),
    host: z.string().min(1),
    data_dir: z.string().min(1),
    database_pool_size: positive,
    ai_backup_enabled: z.boolean(),
    admin_password: z.string().min(8, 'must be at least 8 characters').optional(),
    token_secret: z.string().min(32, 'must be at least 32 characters').optional(),
    database_url: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    openai_api_key: optionalText,
    gemini_api_key: optionalText,
  })
  .strict();

/** Validation of the merged settings, including the rules that relate two of them. */
export const SettingsSchema = SettingsShape.superRefine((s, ctx) => {
  const atMost = (low: keyof typeof s, high: keyof typeof s) => {
    if ((s[low] as number) > (s[high] as number))
      ctx.addIssue({
        code: 'custom',
        path: [low],
        message: `must not exceed ${high} (${String(s[high])})`,
      });
  };
  atMost('copy_cost_discount', 'copy_cost_normal');
  atMost('phrase_min_words', 'phrase_max_words');
  atMost('phrase_min_char_per_word', 'phrase_max_char_per_word');
  atMost('vote_minimum_threshold', 'vote_closing_threshold');
  atMost('vote_closing_threshold', 'vote_max_votes');
  // Node requires it: the headers are part of the request.
  atMost('headers_timeout_seconds', 'request_timeout_seconds');
});

/** Settings after validation; secrets are always present (generated in development). */
export type Settings = Omit<z.infer<typeof SettingsSchema>, 'admin_password' | 'token_secret'> & {
  admin_password: string;
  token_secret: string;
};
