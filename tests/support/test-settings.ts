import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings, type Settings } from '../../src/server/settings';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/**
 * Settings for a test server: fixed secrets (nothing generated or printed), an empty
 * environment, a throw-away data folder, and registration limits high enough for suites
 * that register many players from one address. `overrides` win over all of these.
 */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return loadSettings(
    {},
    {
      token_secret: 'test-token-secret-that-is-long-enough-0123456789',
      admin_password: TEST_ADMIN_PASSWORD,
      data_dir: mkdtempSync(join(tmpdir(), 'copycat-test-data-')),
      rate_limit_register_per_ip: 10_000,
      rate_limit_register_per_email: 10_000,
      rate_limit_login_per_ip: 10_000,
      rate_limit_login_per_email: 10_000,
      rate_limit_public_per_ip: 10_000,
      ...overrides,
    },
  );
}
