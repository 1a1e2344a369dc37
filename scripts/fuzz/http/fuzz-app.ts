// The app the HTTP fuzzer drives: the real buildApp on a fresh migrated database of either
// engine, a test clock, fixed secrets, and rate limits out of the way (429s would hide the
// routes behind them; the rate-limit tests cover the limits themselves).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestClock, type TestClock } from '../../../src/server/clock';
import { migrate, openDatabase } from '../../../src/server/db';
import type { Engine } from '../../../src/server/db/types';
import { startPostgresServer } from '../../../src/server/dev/postgres-server';
import { buildApp } from '../../../src/server/http/build-app';
import { loadSettings, type Settings } from '../../../src/server/settings';
import { Random } from '../common/random';

const UNLIMITED = 1_000_000_000;

/** Secrets of the fuzz server, tokens that outlive the fuzz clock's jumps, and no rate limits. */
export const FUZZ_SETTING_OVERRIDES: Partial<Settings> = {
  token_secret: 'fuzz-token-secret-that-is-long-enough-0123456789',
  admin_password: 'fuzz-admin-password',
  access_token_lifetime_seconds: 10 * 365 * 86_400,
  refresh_token_lifetime_seconds: 10 * 365 * 86_400,
  rate_limit_login_per_ip: UNLIMITED,
  rate_limit_login_per_email: UNLIMITED,
  rate_limit_register_per_ip: UNLIMITED,
  rate_limit_register_per_email: UNLIMITED,
  rate_limit_player: UNLIMITED,
  rate_limit_public_per_ip: UNLIMITED,
  rate_limit_admin_password: UNLIMITED,
};

function fuzzSettings(dataDir: string): Settings {
  return loadSettings({}, { ...FUZZ_SETTING_OVERRIDES, data_dir: dataDir });
}

export interface FuzzApp {
  app: FastifyInstance;
  clock: TestClock;
  close(): Promise<void>;
}

/** A fresh database (PGlite in memory, or a throw-away PostgreSQL server) behind a built app. */
export async function openFuzzApp(
  engine: Engine,
  seed: number,
  start = new Date('2032-03-01T08:00:00Z'),
): Promise<FuzzApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-fuzz-'));
  const postgres = engine === 'postgres' ? await startPostgresServer() : undefined;
  const database = await openDatabase(
    postgres ? { databaseUrl: postgres.adminUrl, poolSize: 4 } : {},
  );
  try {
    await migrate(database);
    const clock = createTestClock(start);
    // A seeded game (prompt draws, vote order) so that a seed replays the same run.
    const gameRandom = new Random(seed ^ 0x5eed);
    const app = await buildApp({
      settings: fuzzSettings(dataDir),
      database,
      clock,
      random: () => gameRandom.next(),
    });
    await app.ready();
    return {
      app,
      clock,
      close: async () => {
        await app.close();
        await database.close();
        postgres?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    postgres?.stop();
    throw error;
  }
}
