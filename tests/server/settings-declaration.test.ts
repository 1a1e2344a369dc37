// Each setting is declared once (src/shared/settings/game-settings.ts, and the server's
// internal ones in settings/schema.ts): the defaults, the environment's parsing, the admin
// answer and the admin view's tabs all follow from that declaration.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVarName } from '../../src/server/settings/from-env';
import { SETTING_DEFAULTS, SETTING_NAMES } from '../../src/server/settings/schema';
import { loadSettings, toAdminConfig } from '../../src/server/settings';
import { AdminConfig } from '../../src/shared/api';
import { ADMIN_GROUPS, GAME_SETTINGS } from '../../src/shared/settings/game-settings';

const SECRETS = {
  token_secret: 'a-token-secret-of-at-least-thirty-two-chars',
  admin_password: 'admin-password',
};
const dataDir = () => mkdtempSync(join(tmpdir(), 'copycat-settings-'));
const GAME_NAMES = Object.keys(GAME_SETTINGS);

/** A value of each setting's type other than its default, written as an environment variable. */
function otherValueText(value: unknown): string {
  if (typeof value === 'number') return String(value + 1);
  if (typeof value === 'boolean') return value ? 'off' : 'ON';
  if (Array.isArray(value)) return 'https://one.example, https://two.example';
  return String(value);
}

describe('the one declaration of the settings', () => {
  it('gives the defaults the server loads', () => {
    const settings = loadSettings({}, { ...SECRETS, data_dir: dataDir() });
    for (const [name, value] of Object.entries(SETTING_DEFAULTS)) {
      if (name === 'data_dir') continue; // resolved to an absolute path
      expect(settings[name as keyof typeof settings], name).toEqual(value);
    }
  });

  it("parses every declared setting's environment variable", () => {
    const env = Object.fromEntries(
      Object.entries(SETTING_DEFAULTS)
        .filter(([name]) => !['data_dir', 'port', 'vote_max_votes'].includes(name))
        .map(([name, value]) => [envVarName(name), otherValueText(value)]),
    );
    const settings = loadSettings(env, { ...SECRETS, data_dir: dataDir() });
    for (const [name, value] of Object.entries(SETTING_DEFAULTS)) {
      const variable = envVarName(name);
      if (!(variable in env)) continue;
      const loaded = settings[name as keyof typeof settings];
      if (typeof value === 'number') expect(loaded, variable).toBe(value + 1);
      else if (typeof value === 'boolean') expect(loaded, variable).toBe(!value);
      else if (Array.isArray(value))
        expect(loaded, variable).toEqual(['https://one.example', 'https://two.example']);
      else expect(loaded, variable).toBe(value);
    }
    expect(SETTING_NAMES).toEqual(expect.arrayContaining(Object.keys(SETTING_DEFAULTS)));
  });

  it('gives the admin answer every game setting, and nothing else', () => {
    const settings = loadSettings({}, { ...SECRETS, data_dir: dataDir() });
    const answer = AdminConfig.strict().parse(toAdminConfig(settings));
    expect(Object.keys(answer)).toEqual(GAME_NAMES);
  });

  it('lists every game setting in exactly one tab of the admin view, with its unit', () => {
    const listed = ADMIN_GROUPS.flatMap((group) => group.items);
    expect(listed.map((item) => item.key).sort()).toEqual([...GAME_NAMES].sort());
    for (const item of listed) {
      const setting = GAME_SETTINGS[item.key];
      expect(item).toEqual({ key: item.key, label: setting.admin.label, unit: setting.admin.unit });
    }
  });
});
