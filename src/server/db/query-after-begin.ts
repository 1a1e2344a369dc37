// A transaction's first statement sent together with its BEGIN: one socket write and one round
// trip where there were two, in every write transaction of the game. Each round trip is a write
// that wakes PostgreSQL's backend, a read of its answer, and the answer's handling; measured
// gain, a few per cent of the calls a second (BENCHMARKS.md, issue #20, item 19).
import type { QueryConfig } from 'pg';
import { DescribedOnceQuery, type ProtocolConnection } from './described-once-query';

/** BEGIN as a statement each connection prepares once, so later transactions only bind it. */
export const BEGIN_STATEMENT: QueryConfig = { name: 'copycat_begin', text: 'begin' };

/**
 * A prepared statement preceded on the wire by Bind and Execute of the connection's prepared
 * BEGIN, in the same extended-protocol batch, which the statement's Sync closes. PostgreSQL
 * runs BEGIN, then the statement inside the transaction it opened (a BEGIN in such a batch
 * turns it into an ordinary transaction that stays open after the Sync). Were BEGIN to fail,
 * PostgreSQL would skip the statement until the Sync: it can never run outside a transaction.
 * The answer is the statement's alone: BEGIN's completion is the first one and is left out.
 * The BEGIN statement must already be prepared on the connection (`BEGIN_STATEMENT`).
 */
export class QueryAfterBegin extends DescribedOnceQuery {
  #beginCompleted = false;

  override submit(connection: ProtocolConnection): Error | null {
    connection.stream.cork();
    try {
      connection.bind({ statement: BEGIN_STATEMENT.name });
      connection.execute({ portal: '' });
      const refused = super.submit(connection);
      // pg refused the statement before writing it (a malformed query): the BEGIN already
      // written has no Sync, and what answers it would be read as the next query's answer.
      if (refused) connection.stream.destroy();
      return refused;
    } finally {
      connection.stream.uncork();
    }
  }

  override handleCommandComplete(message: unknown, connection: ProtocolConnection): void {
    if (this.#beginCompleted) {
      super.handleCommandComplete(message, connection);
      return;
    }
    this.#beginCompleted = true;
  }
}
