import { resolve } from 'node:path';
import { z } from 'zod';
import { readOrCreateDevSecrets } from './dev-secrets';
import { envVarName, readSettingsFromEnv } from './from-env';
import { profileDefaults } from './profiles';
import { SETTING_DEFAULTS, SettingsSchema, SettingsShape, type Settings } from './schema';

/** A configuration error; its message names every offending variable or setting. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

/**
 * The one settings object: defaults, then the defaults of the chosen `game_profile`, then
 * environment variables (UPPER_SNAKE names), then `overrides` (programmatic, e.g. tests or the
 * desktop app); the profile itself is read from the same layers. Throws a SettingsError naming
 * the variable of every invalid value. In production (NODE_ENV=production) the token secret
 * and the admin password must be configured; in development they are generated once and
 * kept in the data folder, and the admin password is printed.
 */
export function loadSettings(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Settings> = {},
): Settings {
  const values = parseLayers(SettingsSchema, env, overrides);
  return withSecrets(
    { ...values, data_dir: resolve(values.data_dir) },
    env.NODE_ENV === 'production',
  );
}

/** Only where the database is (other settings are ignored), for tools such as ledger:check. */
const DatabaseSettingsSchema = z.object(
  SettingsShape.pick({ database_url: true, data_dir: true, database_pool_size: true }).shape,
);

export function loadDatabaseSettings(
  env: NodeJS.ProcessEnv = process.env,
): z.infer<typeof DatabaseSettingsSchema> {
  const values = parseLayers(DatabaseSettingsSchema, env, {});
  return { ...values, data_dir: resolve(values.data_dir) };
}

function parseLayers<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
  overrides: Record<string, unknown>,
): z.infer<Schema> {
  const fromOverrides = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  );
  const fromEnv = readSettingsFromEnv(env);
  const explicit = { ...fromEnv, ...fromOverrides };
  const merged = {
    ...SETTING_DEFAULTS,
    ...profileDefaults(explicit.game_profile ?? SETTING_DEFAULTS.game_profile),
    ...explicit,
  };
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) =>
      describeIssue(issue, merged, fromOverrides),
    );
    throw new SettingsError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const SECRET_NAME = /password|secret|key|url/;

function describeIssue(
  issue: z.core.$ZodIssue,
  merged: Record<string, unknown>,
  overrides: Record<string, unknown>,
): string {
  if (issue.code === 'unrecognized_keys') return `unknown setting(s): ${issue.keys.join(', ')}`;
  const name = String(issue.path[0] ?? '');
  const label = name in overrides ? `setting ${name}` : envVarName(name);
  const shown = SECRET_NAME.test(name) ? '(value hidden)' : `(got ${JSON.stringify(merged[name])})`;
  return `${label}: ${issue.message} ${shown}`;
}

type UnresolvedSettings = Omit<Settings, 'admin_password' | 'token_secret'> & {
  admin_password?: string;
  token_secret?: string;
};

function withSecrets(values: UnresolvedSettings, production: boolean): Settings {
  let { token_secret, admin_password } = values;
  if (production) {
    const missing = [!token_secret && 'TOKEN_SECRET', !admin_password && 'ADMIN_PASSWORD'].filter(
      Boolean,
    );
    if (missing.length > 0)
      throw new SettingsError(`${missing.join(' and ')} must be set when NODE_ENV=production`);
  }
  if (!token_secret || !admin_password) {
    const dev = readOrCreateDevSecrets(values.data_dir);
    token_secret ??= dev.secrets.token_secret;
    if (!admin_password) {
      admin_password = dev.secrets.admin_password;
      console.info(
        `Admin password (development, kept in ${dev.path}): ${admin_password}. Set ADMIN_PASSWORD to choose one.`,
      );
    }
  }
  if (admin_password === token_secret) {
    throw new SettingsError(
      'ADMIN_PASSWORD must differ from TOKEN_SECRET: the admin password is its own secret',
    );
  }
  return { ...values, token_secret, admin_password };
}
