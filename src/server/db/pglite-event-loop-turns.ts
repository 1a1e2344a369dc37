import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Starts every PGlite query in a turn of its own of the event loop.
 *
 * PGlite runs a query synchronously on the JavaScript thread, and the chain from one query's
 * end to the next one's start (the next waiter on its mutex, the rest of a transaction) runs
 * in promise callbacks. While requests keep queueing, Node drains that whole chain after each
 * I/O callback, so the server accepts or reads only one connection per drain. Measured with
 * 200 simulated players (`npm run bench -- --engine pglite`): new connections were accepted
 * about 3 s after the client had connected, and some requests were still unanswered after
 * 30 s. With each query waiting for the next turn (setImmediate), every request in flight
 * advances one query per turn and the event loop accepts and reads in between: the same load
 * then gave no error, every request waiting its turn for the one connection (BENCHMARKS.md).
 * This and keepStatementsPrepared (pglite-prepared-statements.ts) are the server's patches of a
 * driver object: drizzle's PGlite driver takes the PGlite instance itself, with no option to
 * supply its queries another way.
 */
export function takeEventLoopTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await nextTurn();
    return transaction((tx) => callback(withTurns(tx)));
  };
  return client;
}

function withTurns(tx: Transaction): Transaction {
  const query = tx.query.bind(tx);
  tx.query = (async (...args: Parameters<Transaction['query']>) => {
    await nextTurn();
    return query(...args);
  }) as Transaction['query'];
  return tx;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
