import { Client, type QueryConfig } from 'pg';
import {
  DescribedOnceQuery,
  type QueryCallback,
  type StatementDescriptions,
} from './described-once-query';
import { BEGIN_STATEMENT, QueryAfterBegin } from './query-after-begin';
import { MAX_PREPARED_PER_CONNECTION, statementName } from './statement-names';

/**
 * A PostgreSQL connection that keeps every data statement it runs prepared (a named statement
 * per distinct SQL text), so PostgreSQL parses and plans each text once per connection instead
 * of on every call: the game runs the same few dozen statements thousands of times a minute,
 * and parsing and planning them again was a large part of the database's CPU time under load.
 * The name is a hash of the text, so one name never stands for two texts. Statements that
 * carry their own name, and schema changes (migrations), are left as they are. The pool makes
 * its connections of this class (pg's `Client` option), so no driver object is patched.
 * It also sends each transaction's BEGIN with the transaction's first statement (one round
 * trip less per transaction, see query-after-begin.ts), and asks PostgreSQL for a statement's
 * result columns only the first time (described-once-query.ts).
 *
 * Deployment notes: named statements live in the server-side session, so a pooler in
 * transaction mode between the server and PostgreSQL must support them (PgBouncer 1.21 and
 * later with max_prepared_statements); and a migration that drops or retypes a column a
 * prepared statement returns makes it fail until its connection is replaced (drizzle lists
 * columns explicitly, so added columns are harmless).
 */
export class PreparingClient extends Client {
  /** Names of the statements this connection has prepared. */
  readonly #prepared = new Set<string>();
  /** The result columns of this connection's prepared statements. */
  readonly #descriptions: StatementDescriptions = new Map();
  /** BEGIN is prepared on this connection: later transactions send it with their first statement. */
  #beginPrepared = false;
  /** A transaction's BEGIN was asked for and not sent yet: it goes with the next statement. */
  #beginDeferred = false;

  // pg's query has a dozen overloads; this one accepts them all and hands them on unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: unknown, ...rest: unknown[]): any {
    if (!isUnnamedQueryConfig(config)) return this.#send(config, ...rest);
    if (this.#beginDeferred) return this.#firstInTransaction(config, rest);
    if (config.text === TRANSACTION_TEXT.begin) {
      if (!this.#beginPrepared) {
        this.#beginPrepared = true;
        return this.#send({ ...BEGIN_STATEMENT }, ...rest);
      }
      // drizzle awaits BEGIN's answer before the transaction's first statement: answer now
      // and send BEGIN with that statement (QueryAfterBegin).
      this.#beginDeferred = true;
      return Promise.resolve(emptyResult('BEGIN'));
    }
    this.#nameIfPreparable(config);
    if (!config.name) return this.#send(config, ...rest);
    return this.#sendPrepared(DescribedOnceQuery, config, rest);
  }

  /** The first statement after a deferred BEGIN. */
  #firstInTransaction(
    config: QueryConfig & { name?: string },
    rest: unknown[],
  ): Promise<unknown> | undefined {
    this.#beginDeferred = false;
    // A transaction that ran no statement: nothing reached PostgreSQL, so nothing is to end.
    if (config.text === TRANSACTION_TEXT.commit) return Promise.resolve(emptyResult('COMMIT'));
    if (config.text === TRANSACTION_TEXT.rollback) return Promise.resolve(emptyResult('ROLLBACK'));
    this.#nameIfPreparable(config);
    if (config.name) return this.#sendPrepared(QueryAfterBegin, config, rest);
    // Not a prepared statement (a savepoint, say): BEGIN goes alone first, as drizzle sent it.
    return (this.#send({ ...BEGIN_STATEMENT }) as Promise<unknown>).then(
      () => this.#send(config, ...rest) as Promise<unknown>,
    );
  }

  #nameIfPreparable(config: QueryConfig & { name?: string }): void {
    const name = statementName(config.text);
    if (
      name !== null &&
      (this.#prepared.has(name) || this.#prepared.size < MAX_PREPARED_PER_CONNECTION)
    ) {
      this.#prepared.add(name);
      config.name = name;
    }
  }

  /**
   * A prepared statement sent as a query object of this module's, answered as pg answers its
   * own queries: to the callback when one is given (pg's pool gives one), else as a promise.
   */
  #sendPrepared(
    PreparedQuery: typeof DescribedOnceQuery,
    config: QueryConfig,
    rest: unknown[],
  ): Promise<unknown> | undefined {
    // pg's argument forms: (config, values?, callback?) and (config, callback).
    const values = isCallback(rest[0]) ? undefined : rest[0];
    const given = rest.find(isCallback);
    if (given) {
      this.#send(new PreparedQuery(config, values, given, this.#descriptions));
      return undefined;
    }
    return new Promise((resolve, reject) => {
      const answer: QueryCallback = (error, result) => (error ? reject(error) : resolve(result));
      this.#send(new PreparedQuery(config, values, answer, this.#descriptions));
    });
  }

  #send(...args: unknown[]): unknown {
    return (super.query as (...args: unknown[]) => unknown)(...args);
  }
}

/** The texts drizzle sends to open and end a transaction. */
const TRANSACTION_TEXT = { begin: 'begin', commit: 'commit', rollback: 'rollback' } as const;

function emptyResult(command: string) {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] };
}

const isCallback = (value: unknown): value is QueryCallback => typeof value === 'function';

function isUnnamedQueryConfig(config: unknown): config is QueryConfig & { name?: string } {
  const candidate = config as Partial<QueryConfig> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.text === 'string' &&
    !candidate.name
  );
}
