import { ENV_PARSERS, SETTING_NAMES } from './schema';

export { SETTING_NAMES } from './schema';

/** The environment variable that sets a setting: its name in UPPER_SNAKE case. */
export function envVarName(setting: string): string {
  return setting.toUpperCase();
}

/**
 * Reads every setting present in `env`, parsed by its declaration. A value that does not parse
 * is passed through as the raw text so that validation reports it against the variable's name
 * instead of silently using something else.
 */
export function readSettingsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    const raw = env[envVarName(name)];
    if (raw === undefined) continue;
    const parsed = ENV_PARSERS[name]?.safeParse(raw);
    values[name] = parsed?.success ? parsed.data : raw;
  }
  return values;
}
