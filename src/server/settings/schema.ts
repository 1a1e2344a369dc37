// Every setting of the server, each declared once: the game's (src/shared/settings, which the
// admin view lists) and the server's internal ones below. Defaults, the environment's parsing
// and validation all come from these declarations.
import { z } from 'zod';
import { GAME_SETTINGS } from '../../shared/settings/game-settings';
import { flag, integer, text, urlList } from '../../shared/settings/setting-kinds';
import {
  settingFromEnv,
  settingSchema,
  type SettingValue,
} from '../../shared/settings/setting-schemas';

const positive = (value: number) => integer(value, { min: 1 });

/** Server-side settings that players never see. */
const INTERNAL_SETTINGS = {
  access_token_lifetime_seconds: positive(3600),
  refresh_token_lifetime_seconds: positive(30 * 24 * 3600),
  /** All rate limits count requests in windows of this length. */
  rate_limit_window_seconds: positive(60),
  rate_limit_login_per_ip: positive(20),
  rate_limit_login_per_email: positive(10),
  rate_limit_register_per_ip: positive(10),
  rate_limit_register_per_email: positive(5),
  /** Per player on authenticated calls: far above what the app sends, so only abuse trips it. */
  rate_limit_player: positive(600),
  /** Per IP on the other calls that need no token (health, refresh, logout, suggestions). */
  rate_limit_public_per_ip: positive(300),
  rate_limit_admin_password: positive(10),
  body_limit_bytes: integer(64 * 1024, { min: 1024 }),
  /**
   * Connection time limits (http/connection-limits.ts): a request's headers must arrive within
   * `headers_timeout_seconds` and the whole request, body included, within
   * `request_timeout_seconds`; an idle keep-alive connection closes after
   * `keep_alive_timeout_seconds`, longer than a reverse proxy's usual 60 s so that the proxy,
   * not the server, closes an idle connection (else a request sent just as the server closes
   * it fails). Slow senders cannot hold connections open.
   */
  headers_timeout_seconds: positive(10),
  request_timeout_seconds: positive(30),
  keep_alive_timeout_seconds: positive(72),
  /** Open connections one address may hold (0: no cap; not applied behind a proxy). */
  max_connections_per_address: integer(64, { min: 0 }),
  cors_origins: urlList(['http://localhost:5173', 'http://127.0.0.1:5173']),
  /** Set on the refresh cookie; turn on when the server is reached over HTTPS. */
  cookie_secure: flag(false),
  /** Trust X-Forwarded-For (behind a reverse proxy) so per-IP limits see the real client. */
  trust_proxy: flag(false),
  base_path: text('', {
    pattern: /^(\/[A-Za-z0-9._~-]+)*$/,
    message: 'must be empty or a path such as /api (no trailing slash)',
  }),
  port: integer(8080, { min: 0, max: 65535 }),
  host: text('0.0.0.0'),
  data_dir: text('.data'),
  database_pool_size: positive(10),
  /**
   * Serve the OpenAPI document and its page (`/openapi.json`, `/docs`). The desktop app's
   * embedded server turns it off: nobody reads them there, and loading them is about 80 ms of
   * each of its starts.
   */
  api_docs: flag(true),
};

const DECLARED = { ...GAME_SETTINGS, ...INTERNAL_SETTINGS };
type Declared = typeof DECLARED;

/** Settings with no default: secrets and optional connections (validated in SettingsShape). */
const OPTIONAL_TEXT_SETTINGS = [
  'admin_password',
  'token_secret',
  'database_url',
  'openai_api_key',
  'gemini_api_key',
] as const;

export type SettingName = keyof Declared | (typeof OPTIONAL_TEXT_SETTINGS)[number];
export const SETTING_NAMES: readonly SettingName[] = [
  ...(Object.keys(DECLARED) as (keyof Declared)[]),
  ...OPTIONAL_TEXT_SETTINGS,
];

export const SETTING_DEFAULTS = Object.fromEntries(
  Object.entries(DECLARED).map(([name, setting]) => [name, setting.default]),
) as { [Name in keyof Declared]: SettingValue<Declared[Name]> };

/** How each declared setting's environment variable is read (see Setting.fromEnv). */
export const ENV_PARSERS: Partial<Record<SettingName, z.ZodType<unknown, string>>> =
  Object.fromEntries(
    Object.entries(DECLARED).map(([name, setting]) => [name, settingFromEnv(setting)]),
  );

const optionalText = z.string().min(1).optional();

/** The type and range of every setting. */
export const SettingsShape = z
  .object({
    ...(Object.fromEntries(
      Object.entries(DECLARED).map(([name, setting]) => [name, settingSchema(setting)]),
    ) as { [Name in keyof Declared]: z.ZodType<SettingValue<Declared[Name]>> }),
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
