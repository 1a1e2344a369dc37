// Prepared statements for PGlite, the desktop app's engine, as PreparingClient keeps them on
// PostgreSQL (prepared-statements.ts).
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { readResults, resultFields, type ResultField } from './pglite-results';
import { MAX_PREPARED_PER_CONNECTION, statementName } from './statement-names';

/** What a statement prepared in this PGlite needs at each execution. */
interface PreparedStatement {
  /** The type of each parameter, as PostgreSQL inferred it: how each value is written. */
  parameterTypes: number[];
  /** Its result columns; none for a statement that returns no rows. */
  fields: ResultField[];
}

/**
 * Makes `client` keep every data statement it runs prepared, under a name per SQL text, in its
 * transactions too.
 *
 * `PGlite.query` sends each statement unnamed, in six calls into its WebAssembly (parse,
 * describe, bind, describe, execute, sync), and PostgreSQL parses and plans it anew every time.
 * The game runs the same few dozen statements all the time: a newcomer's solo session spent 33
 * of its 45 s of work inside PGlite's queries (BENCHMARKS.md). Here a text is parsed and
 * described once; each later execution is one call carrying Bind, Execute and Sync, read with
 * the columns kept from the first description (pglite-results.ts). Statements with
 * options this path does not handle (a blob, parameter types), and texts that are not data
 * statements (migrations, transaction control), take PGlite's own path unchanged.
 *
 * The locking is PGlite's own: a query outside a transaction holds its transaction mutex and
 * its query mutex, as `PGlite.query` does; one inside a transaction holds the query mutex, as
 * the transaction's own `query` does.
 */
export function keepStatementsPrepared(
  client: PGlite,
  maxPrepared = MAX_PREPARED_PER_CONNECTION,
): PGlite {
  const prepared = new Map<string, PreparedStatement>();
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);

  /** The statement's name when it is (or may now be) kept prepared, else null. */
  const keptName = (text: string, options: QueryOptions | undefined): string | null => {
    const name = options?.blob || options?.paramTypes ? null : statementName(text);
    return name !== null && (prepared.has(name) || prepared.size < maxPrepared) ? name : null;
  };

  const run = async <T>(
    name: string,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> => {
    try {
      let statement = prepared.get(name);
      if (!statement) {
        statement = await prepare(client, name, text);
        prepared.set(name, statement);
      }
      const messages = await client.execProtocolStream(
        Buffer.concat([
          protocol.serialize.bind({
            statement: name,
            values: serializedValues(client, params ?? [], statement.parameterTypes, options),
          }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      if (!inTransaction) await client.syncToFs();
      return readResults<T>(messages, statement.fields, client.parsers, options);
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  };

  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const name = keptName(text, options);
    // A closing or closed PGlite is refused by PGlite's own query.
    if (name === null || !client.ready) return query<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(name, text, params, options, false)),
    );
  }) as PGlite['query'];

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        const name = keptName(text, options);
        // A closed transaction's query is refused by PGlite's own.
        if (name === null || tx.closed) return txQuery<R>(text, params, options);
        return client._runExclusiveQuery(() => run<R>(name, text, params, options, true));
      }) as Transaction['query'];
      return callback(tx);
    });

  return client;
}

/** Parses and describes the statement once, under its name. */
async function prepare(client: PGlite, name: string, text: string): Promise<PreparedStatement> {
  const messages = await client.execProtocolStream(
    Buffer.concat([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return {
    parameterTypes: parse.parseDescribeStatementResults(messages),
    fields: resultFields(messages),
  };
}

/** Each parameter written as `PGlite.query` writes it: by its type's serializer, else as text. */
function serializedValues(
  client: PGlite,
  params: unknown[],
  types: number[],
  options: QueryOptions | undefined,
): (string | null)[] {
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const type = types[i] ?? 0;
    const serialize = options?.serializers?.[type] ?? client.serializers[type];
    return serialize ? serialize(param) : String(param);
  });
}

/** A database error carries its statement, as PGlite's own errors do (`PGliteError`). */
function withQuery(
  error: unknown,
  query: string,
  params: unknown[] | undefined,
  queryOptions: QueryOptions | undefined,
): unknown {
  if (error instanceof protocol.messages.DatabaseError) {
    Object.assign(error, { query, params, queryOptions });
  }
  return error;
}
