import {
  BACKUP_DEFAULTS,
  GAME_DEFAULTS,
  INTERNAL_DEFAULTS,
  OPTIONAL_STRING_SETTINGS,
} from './defaults';

type SettingName =
  | keyof typeof GAME_DEFAULTS
  | keyof typeof BACKUP_DEFAULTS
  | keyof typeof INTERNAL_DEFAULTS
  | (typeof OPTIONAL_STRING_SETTINGS)[number];

const DEFAULTS: Record<string, unknown> = {
  ...GAME_DEFAULTS,
  ...BACKUP_DEFAULTS,
  ...INTERNAL_DEFAULTS,
};
export const SETTING_NAMES = [
  ...Object.keys(DEFAULTS),
  ...OPTIONAL_STRING_SETTINGS,
] as SettingName[];

/** The environment variable that sets a setting: its name in UPPER_SNAKE case. */
export function envVarName(setting: string): string {
  return setting.toUpperCase();
}

/**
 * Reads every setting present in `env`, converted to the type of its default. A value that
 * does not convert is passed through as the raw string so that validation reports it
 * against the variable's name instead of silently using something else.
 */
export function readSettingsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of SETTING_NAMES) {
    const raw = env[envVarName(name)];
    if (raw !== undefined) values[name] = convert(raw, DEFAULTS[name]);
  }
  return values;
}

function convert(raw: string, example: unknown): unknown {
  const text = raw.trim();
  if (typeof example === 'number') return /^-?\d+$/.test(text) ? Number(text) : raw;
  if (typeof example === 'boolean') {
    if (/^(true|1|yes|on)$/i.test(text)) return true;
    if (/^(false|0|no|off)$/i.test(text)) return false;
    return raw;
  }
  if (Array.isArray(example)) return text === '' ? [] : text.split(',').map((item) => item.trim());
  return raw;
}
