// A vote start lists the sets the player may vote on, then waits for the player's account (the
// charge). If another session of the same player votes on the listed set during that wait, the
// start must not open a second round on it (its vote would break the one-vote-per-set rule and
// fail). PostgreSQL only: the interleaving needs two connections (PGlite has one).
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import { startVoteRound } from '../../src/server/commands/start-vote-round';
import { migrate, openDatabase } from '../../src/server/db';
import { queryRows } from '../../src/server/db/query-rows';
import { phrasesets, rounds, votes } from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/types';
import { AppError } from '../../src/server/errors';
import { buildApp } from '../../src/server/http/build-app';
import { createPostgresDatabaseUrl, registerPlayer, testSettings } from '../support';
import { playPhraseset } from '../support/game';

const unavailable = !inject('pgAdminUrl');

describe.skipIf(unavailable)('vote start racing a vote of the same player [postgres]', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabaseUrl(inject('pgAdminUrl'));
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    await migrate(database);
    app = await buildApp({ settings: testSettings(), database, clock: createTestClock() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  it('gives the place back and refuses when the player voted on the set while the start waited', async () => {
    const ctx = app.serverContext;
    const [author, copier1, copier2, voter] = [
      await registerPlayer(app),
      await registerPlayer(app),
      await registerPlayer(app),
      await registerPlayer(app),
    ];
    const { phrasesetId, prompt } = await playPhraseset(app, { author, copier1, copier2 });
    const [before] = await database.db
      .select()
      .from(phrasesets)
      .where(eq(phrasesets.id, phrasesetId));
    if (!before) throw new Error('no set');

    let start: Promise<unknown> | undefined;
    await database.db.transaction(async (other) => {
      // The "other session": it holds the voter's account, so the start below waits at its charge.
      await other.execute(
        sql`select 1 from accounts where id = ${`player:${voter.playerId}`} for update`,
      );
      start = startVoteRound(ctx, voter.playerId).then(
        (round) => round,
        (error: unknown) => error,
      );
      await waitUntilABackendWaitsForALock(database);
      // Meanwhile that session's own vote on the set is recorded (written directly, as it would
      // have been by its vote round) and commits with the lock's release.
      const roundId = randomUUID();
      const now = ctx.clock.now();
      await other.insert(rounds).values({
        id: roundId,
        playerId: voter.playerId,
        roundType: 'vote',
        status: 'submitted',
        cost: ctx.settings.vote_cost,
        createdAt: now,
        expiresAt: now,
        endedAt: now,
        phrasesetId,
        votePhrases: [before.originalPhrase, before.copy1Phrase, before.copy2Phrase],
      });
      await other.insert(votes).values({
        id: randomUUID(),
        phrasesetId,
        playerId: voter.playerId,
        roundId,
        voteNumber: before.voteCount + 1,
        votedPhrase: prompt.phrase,
        correct: true,
        createdAt: now,
      });
      await other
        .update(phrasesets)
        .set({ voteCount: before.voteCount + 1 })
        .where(eq(phrasesets.id, phrasesetId));
    });

    const outcome = await start;
    expect(outcome).toBeInstanceOf(AppError);
    expect((outcome as AppError).detail).toBe('no_phrasesets_available');
    const [after] = await database.db
      .select()
      .from(phrasesets)
      .where(eq(phrasesets.id, phrasesetId));
    expect(after?.reservedVotes).toBe(before.reservedVotes);
    const live = await database.db
      .select({ id: rounds.id })
      .from(rounds)
      .where(sql`${rounds.playerId} = ${voter.playerId} and ${rounds.status} = 'active'`);
    expect(live).toEqual([]);
  });
});

/** Polls pg_stat_activity until some backend of this database waits on a row lock. */
async function waitUntilABackendWaitsForALock(database: Database): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const rows = await queryRows<{ waiting: number }>(
      database.db,
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The vote start never waited for the account');
}
