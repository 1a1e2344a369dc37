// The real game server, in-process on a free port of 127.0.0.1 with a throw-away PGlite folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../src/server/server';
import type { Settings } from '../../../src/server/settings';
import { dataFolderTemplate } from '../test-databases';

export const TEST_SERVER_SETTINGS: Partial<Settings> = {
  token_secret: 'main-test-token-secret-long-enough-0123456789',
  admin_password: 'main-test-admin-password',
  rate_limit_register_per_ip: 10_000,
  rate_limit_register_per_email: 10_000,
  rate_limit_login_per_ip: 10_000,
  rate_limit_login_per_email: 10_000,
  rate_limit_public_per_ip: 10_000,
  // No starter content or backup turns: what the tests see is only what they did.
  ai_backup_enabled: false,
};

export async function startRealServer(
  overrides: Partial<Settings> = {},
): Promise<RunningServer & { dataDir: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-main-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    dataTemplate: await dataFolderTemplate(),
    env: {},
    overrides: { ...TEST_SERVER_SETTINGS, ...overrides },
  });
  return Object.assign(server, {
    dataDir,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

let accounts = 0;
/** A fresh email and a valid password for a new player. */
export function newAccount(label = 'player') {
  accounts += 1;
  return {
    email: `${label}${accounts}.${Date.now()}@example.com`,
    password: 'a-good-password-123',
  };
}
