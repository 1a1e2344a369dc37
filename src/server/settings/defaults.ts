// Every number of docs/game-rules.md#settings (exact names) plus the server's internal settings.
// The defaults also tell the environment loader each value's type (see from-env.ts).

/** The 31 game settings the admin view lists, with the defaults of docs/game-rules.md#settings. */
export const GAME_DEFAULTS = {
  starting_balance: 5000,
  daily_bonus_amount: 100,
  prompt_cost: 100,
  copy_cost_normal: 50,
  copy_cost_discount: 45,
  copy_discount_threshold: 10,
  vote_cost: 10,
  vote_payout_correct: 20,
  prize_pool_base: 200,
  abandoned_penalty: 5,
  max_outstanding_quips: 10,
  prompt_round_seconds: 180,
  copy_round_seconds: 180,
  vote_round_seconds: 60,
  grace_period_seconds: 5,
  vote_max_votes: 20,
  vote_closing_threshold: 5,
  vote_closing_window_seconds: 60,
  vote_minimum_threshold: 3,
  vote_minimum_window_seconds: 600,
  phrase_min_words: 2,
  phrase_max_words: 5,
  phrase_max_length: 100,
  phrase_min_char_per_word: 2,
  phrase_max_char_per_word: 15,
  significant_word_min_length: 4,
  ai_provider: 'offline' as 'offline' | 'openai' | 'gemini',
  ai_openai_model: 'gpt-5-nano',
  ai_gemini_model: 'gemini-2.5-flash-lite',
  ai_backup_delay_minutes: 15,
  ai_timeout_seconds: 30,
};

/**
 * The backup players' other settings (docs/game-rules.md#backup-players), shown in the admin view
 * after the 31 above. The hosted values are today's behaviour: help only where a person waits, up
 * to the minimum threshold, no supply, no spending cap. The solo profile (profiles.ts) changes them
 * for one person alone.
 */
export const BACKUP_DEFAULTS = {
  /** Which set of defaults applies (profiles.ts); explicitly set values still win. */
  game_profile: 'hosted' as 'hosted' | 'solo',
  /**
   * The threshold backup votes bring a stalled set to: `minimum` opens the minimum window
   * (vote_minimum_window_seconds), `closing` the closing window (vote_closing_window_seconds).
   */
  ai_backup_votes_up_to: 'minimum' as 'minimum' | 'closing',
  /** Prompts by other authors that backup players keep waiting for each person to copy; 0: none. */
  ai_backup_supply_prompts: 0,
  /** Sets open for votes that backup players keep for each person to vote on; 0: none. */
  ai_backup_supply_sets: 0,
  /**
   * The most the house may spend on backup play in any rolling hour, net (what left the house
   * and its bots minus what came back); 0: no cap.
   */
  ai_backup_spend_cap_per_hour: 0,
  /**
   * How often, in percent, a backup vote picks the original, like a crowd of people who spot it
   * that often; 0: the provider chooses as it sees fit. The author of a set is paid by the votes
   * for the original, so this is what keeps one person from farming the backup players: a
   * provider that spots a word-by-word copy every time would pay every prompt more than it cost.
   */
  ai_backup_vote_accuracy_percent: 0,
};

/** Server-side settings that players never see. */
export const INTERNAL_DEFAULTS = {
  access_token_lifetime_seconds: 3600,
  refresh_token_lifetime_seconds: 30 * 24 * 3600,
  /** All rate limits count requests in windows of this length. */
  rate_limit_window_seconds: 60,
  rate_limit_login_per_ip: 20,
  rate_limit_login_per_email: 10,
  rate_limit_register_per_ip: 10,
  rate_limit_register_per_email: 5,
  /** Per player on authenticated calls: far above what the app sends, so only abuse trips it. */
  rate_limit_player: 600,
  /** Per IP on the other calls that need no token (health, refresh, logout, suggestions). */
  rate_limit_public_per_ip: 300,
  rate_limit_admin_password: 10,
  body_limit_bytes: 64 * 1024,
  /**
   * Connection time limits (http/connection-limits.ts): a request's headers must arrive within
   * `headers_timeout_seconds` and the whole request, body included, within
   * `request_timeout_seconds`; an idle keep-alive connection closes after
   * `keep_alive_timeout_seconds`, longer than a reverse proxy's usual 60 s so that the proxy,
   * not the server, closes an idle connection (else a request sent just as the server closes
   * it fails). Slow senders cannot hold connections open.
   */
  headers_timeout_seconds: 10,
  request_timeout_seconds: 30,
  keep_alive_timeout_seconds: 72,
  /** Open connections one address may hold (0: no cap; not applied behind a proxy). */
  max_connections_per_address: 64,
  cors_origins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
  /** Set on the refresh cookie; turn on when the server is reached over HTTPS. */
  cookie_secure: false,
  /** Trust X-Forwarded-For (behind a reverse proxy) so per-IP limits see the real client. */
  trust_proxy: false,
  base_path: '',
  port: 8080,
  host: '0.0.0.0',
  data_dir: '.data',
  database_pool_size: 10,
  /**
   * Backup players (docs/game-rules.md#backup-players): the starter content of a fresh database and
   * the scheduler that helps stalled prompts and sets. Off, no bot ever acts.
   */
  ai_backup_enabled: true,
};

/** Settings with no default: secrets and optional connections. */
export const OPTIONAL_STRING_SETTINGS = [
  'admin_password',
  'token_secret',
  'database_url',
  'openai_api_key',
  'gemini_api_key',
] as const;
