// PGlite runs queries on the JavaScript thread; queued queries must leave the event loop
// turns in between (to accept and read connections), or a busy embedded server answers some
// requests only after tens of seconds (see src/server/db/pglite-event-loop-turns.ts).
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeEventLoopTurns } from '../../src/server/db/pglite-event-loop-turns';

const QUEUED = 50;

/**
 * How many of `QUEUED` requests (each a few queries one after the other, as a request handler
 * makes them) had finished when the next turn of the event loop came: the turn stands for the
 * server accepting and reading connections.
 */
async function finishedBeforeTheNextTurn(
  client: PGlite,
  run: (index: number) => Promise<unknown>,
): Promise<number> {
  let finished = 0;
  const queries = Array.from({ length: QUEUED }, (_, index) =>
    run(index).then(() => {
      finished += 1;
    }),
  );
  let seenAtTurn = -1;
  setImmediate(() => {
    seenAtTurn = finished;
  });
  await Promise.all(queries);
  // If no turn came while they ran, the turn comes now, with all of them finished.
  await new Promise((resolve) => setImmediate(resolve));
  return seenAtTurn;
}

describe('PGlite and the event loop', () => {
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('runs a queue of queries without a turn of the event loop in between, as it comes', async () => {
    client = await PGlite.create();
    const plain = client;
    const request = async () => {
      await plain.query('select 1');
      await plain.query('select 2');
    };
    expect(await finishedBeforeTheNextTurn(plain, request)).toBe(QUEUED);
  });

  it('lets the event loop turn between queued queries once wrapped', async () => {
    client = takeEventLoopTurns(await PGlite.create());
    const wrapped = client;
    const request = async () => {
      await wrapped.query('select 1');
      await wrapped.query('select 2');
    };
    expect(await finishedBeforeTheNextTurn(wrapped, request)).toBe(0);
  });

  it('also between the statements of queued transactions, which still commit whole', async () => {
    client = takeEventLoopTurns(await PGlite.create());
    const wrapped = client;
    await wrapped.query('create table counted (n int)');
    const seen = await finishedBeforeTheNextTurn(wrapped, (index) =>
      wrapped.transaction(async (tx) => {
        await tx.query('insert into counted values ($1)', [index]);
        await tx.query('insert into counted values ($1)', [index]);
      }),
    );
    expect(seen).toBe(0);
    const { rows } = await wrapped.query<{ total: number }>(
      'select count(*)::int as total from counted',
    );
    expect(rows[0]?.total).toBe(QUEUED * 2);
  });
});
