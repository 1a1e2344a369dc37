// Node checks every open connection's time limits on a timer that runs even when none is open.
// It must stay slower than once a second (the desktop app's server sits idle in the tray,
// issue #20), yet cut a slow sender off soon after its limit (issue #19).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/http/build-app';
import { connectionsCheckingInterval } from '../../src/server/http/connection-limits';
import { createTestClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/types';
import { createPgliteDatabase } from '../support/test-databases';
import { testSettings } from '../support/test-settings';

describe('the connection-limit check', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createPgliteDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it.each(['hosted', 'solo'] as const)(
    'wakes the %s server less than once a second with the default limits',
    async (profile) => {
      const settings = testSettings({ game_profile: profile });
      const app = await buildApp({ settings, database, clock: createTestClock(new Date()) });
      apps.push(app);
      // Node keeps the option on the server object; its types do not declare it.
      const interval = (app.server as typeof app.server & { connectionsCheckingInterval: number })
        .connectionsCheckingInterval;
      expect(interval).toBeGreaterThan(1000);
      // Still within a quarter of the shorter limit past it.
      const shorter = Math.min(settings.headers_timeout_seconds, settings.request_timeout_seconds);
      expect(interval).toBeLessThanOrEqual((shorter * 1000) / 4);
    },
  );

  it('follows the limits: a quarter of the shorter one, never under 100 ms', () => {
    expect(connectionsCheckingInterval(10_000, 30_000)).toBe(2_500);
    expect(connectionsCheckingInterval(1_000, 2_000)).toBe(250);
    expect(connectionsCheckingInterval(200, 2_000)).toBe(100);
    // A limit switched off (0) leaves the other; with none, Node's own 30 s.
    expect(connectionsCheckingInterval(0, 8_000)).toBe(2_000);
    expect(connectionsCheckingInterval(0, 0)).toBe(30_000);
  });
});
