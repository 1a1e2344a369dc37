import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DevSecrets {
  token_secret: string;
  admin_password: string;
}

export const DEV_SECRETS_FILE = 'secrets.json';

/**
 * Development secrets, generated once and kept in the data folder so that sessions survive a
 * restart and the admin password stays the same. Production must configure both instead.
 */
export function readOrCreateDevSecrets(dataDir: string): { secrets: DevSecrets; path: string } {
  const path = join(dataDir, DEV_SECRETS_FILE);
  const stored: Partial<DevSecrets> = existsSync(path)
    ? JSON.parse(readFileSync(path, 'utf8'))
    : {};
  const secrets: DevSecrets = {
    token_secret: stored.token_secret ?? randomBytes(48).toString('base64url'),
    admin_password: stored.admin_password ?? randomBytes(12).toString('base64url'),
  };
  if (
    stored.token_secret !== secrets.token_secret ||
    stored.admin_password !== secrets.admin_password
  ) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { secrets, path };
}
