// The sweep as the server runs it: registered with the background job registry by
// startServer, it expires rounds on time without any request, and two server processes can
// sweep one PostgreSQL database at once without refunding anything twice.
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import { rounds } from '../../src/server/db/schema';
import { checkLedger, getBalance, playerAccount } from '../../src/server/ledger';
import { startServer, type RunningServer } from '../../src/server/server';
import type { RegisterResponse } from '../../src/shared/api/auth';
import type { StartPromptResponse } from '../../src/shared/api/rounds';
import { createPostgresDatabaseUrl } from '../support';

const OVERRIDES = {
  token_secret: 'sweep-test-token-secret-0123456789abcdef',
  admin_password: 'sweep-test-admin',
  rate_limit_register_per_ip: 1000,
};
const dataDirs: string[] = [];

async function start(
  clock: ReturnType<typeof createTestClock>,
  databaseUrl?: string,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-sweep-'));
  dataDirs.push(dataDir);
  return startServer({
    env: {},
    host: '127.0.0.1',
    port: 0,
    dataDir,
    databaseUrl,
    clock,
    overrides: OVERRIDES,
  });
}

async function startPromptRounds(
  server: RunningServer,
  count: number,
): Promise<{ playerId: string; round: StartPromptResponse }[]> {
  const started = [];
  for (let i = 0; i < count; i += 1) {
    const registered = await fetch(`${server.url}/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `sweep-${i}-${Date.now()}@example.com`,
        password: 'long enough password',
      }),
    });
    expect(registered.status).toBe(201);
    const player = (await registered.json()) as RegisterResponse;
    const response = await fetch(`${server.url}/rounds/prompt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.access_token}` },
    });
    expect(response.status).toBe(200);
    started.push({
      playerId: player.player_id,
      round: (await response.json()) as StartPromptResponse,
    });
  }
  return started;
}

async function expectAllExpired(
  server: RunningServer,
  started: { playerId: string; round: StartPromptResponse }[],
) {
  const { db } = server.database;
  // Only these rounds: the server's backup players may be playing rounds of their own.
  const ids = started.map(({ round }) => round.round_id);
  await expect
    .poll(
      async () =>
        (
          await db.select({ status: rounds.status }).from(rounds).where(inArray(rounds.id, ids))
        ).map((row) => row.status),
      {
        timeout: 10_000,
        interval: 100,
      },
    )
    .toEqual(started.map(() => 'expired'));
  const { starting_balance, abandoned_penalty } = server.settings;
  for (const { playerId } of started) {
    expect(await getBalance(db, playerAccount(playerId))).toBe(
      starting_balance - abandoned_penalty,
    );
  }
  expect(await checkLedger(db)).toEqual([]);
}

describe('the background sweep', () => {
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('expires overdue rounds by itself, with no request (PGlite)', async () => {
    const clock = createTestClock(new Date('2032-03-01T10:00:00Z'));
    const server = await start(clock);
    try {
      const started = await startPromptRounds(server, 3);
      const [first] = started;
      clock.set(
        new Date(
          Date.parse(first!.round.expires_at) + (server.settings.grace_period_seconds + 1) * 1000,
        ),
      );
      await expectAllExpired(server, started);
      const [row] = await server.database.db
        .select()
        .from(rounds)
        .where(eq(rounds.id, first!.round.round_id));
      expect(row?.endedAt).toEqual(clock.now());
    } finally {
      await server.close();
    }
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)(
    'runs in two server processes on one PostgreSQL database, each round refunded once',
    async () => {
      const { url, drop } = await createPostgresDatabaseUrl(adminUrl);
      const clock = createTestClock(new Date('2032-03-01T10:00:00Z'));
      const [one, two] = [await start(clock, url), await start(clock, url)];
      try {
        const started = await startPromptRounds(one, 20);
        clock.set(
          new Date(
            Date.parse(started.at(-1)!.round.expires_at) +
              (one.settings.grace_period_seconds + 1) * 1000,
          ),
        );
        await expectAllExpired(two, started);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await drop();
      }
    },
  );
});
