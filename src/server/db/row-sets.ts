import { sql, type SQL } from 'drizzle-orm';
import { builtOnce, type Slots, type StatementValues } from './built-once';
import { parseInstants } from './instants';
import type { Executor } from './types';

/** A row-returning query that can be run together with others in one statement. */
export interface RowSetQuery<Row extends object> {
  query: SQL;
  /** The order of its rows, over the query's columns as `t.<column>`. */
  orderBy?: SQL;
  /** Its timestamp columns, turned into Dates. */
  instants: readonly string[];
  /** Never set: carries the row's type to the results. */
  readonly row?: Row;
}

export type RowSetQueries = Record<string, RowSetQuery<object>>;

export type RowSets<Queries extends RowSetQueries> = {
  [Name in keyof Queries]: Queries[Name] extends RowSetQuery<infer Row> ? Row[] : never;
};

export const rowSet = <Row extends object>(
  query: SQL,
  options: { orderBy?: SQL; instants?: readonly (keyof Row & string)[] } = {},
): RowSetQuery<Row> => ({ query, orderBy: options.orderBy, instants: options.instants ?? [] });

/**
 * Runs several queries as one statement, each one's rows aggregated into a JSON column: one
 * round trip instead of one per query plus BEGIN and COMMIT, and every query sees the same
 * snapshot, as they would in one transaction. The polling reads (dashboard, balance) are
 * most of what the app sends, so this is where round trips cost the most.
 */
export async function queryRowSets<Queries extends RowSetQueries>(
  executor: Executor,
  queries: Queries,
): Promise<RowSets<Queries>> {
  const result = await executor.execute(rowSetsStatement(queries));
  return readRowSets(queries, (result as { rows: Record<string, unknown>[] }).rows[0]);
}

/**
 * queryRowSets for queries written over slots (built-once.ts): the statement is built on the
 * first call only. The polling reads (dashboard, balance) are built this way.
 */
export function rowSetsBuiltOnce<Values extends StatementValues, Queries extends RowSetQueries>(
  queriesOver: (slot: Slots<Values>) => Queries,
): (executor: Executor, values: Values) => Promise<RowSets<Queries>> {
  let queries: Queries | undefined;
  const statement = builtOnce<Values>((slot) => rowSetsStatement((queries = queriesOver(slot))));
  return async (executor, values) => {
    const [row] = await statement<Record<string, unknown>>(executor, values);
    return readRowSets(queries!, row);
  };
}

/** The select of queryRowSets: each query's rows as one JSON column named after it. */
export function rowSetsStatement(queries: RowSetQueries): SQL {
  const columns = Object.keys(queries).map((name) => rowSetColumn(queries[name]!, name));
  return sql`select ${sql.join(columns, sql`, `)}`;
}

/** One query's rows aggregated into the JSON column `name`, for a statement's select list. */
export function rowSetColumn(rowSetQuery: RowSetQuery<object>, name: string): SQL {
  const { query, orderBy } = rowSetQuery;
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`(select coalesce(json_agg(t${order}), '[]'::json) from (${query}) t) as ${sql.identifier(name)}`;
}

/**
 * A json column's value: both drivers parse json columns; a driver that hands back text is
 * parsed here.
 */
export const jsonColumn = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;

/** The rows of a rowSetColumn as the driver returned it. */
export function readRowSet<Row extends object>(
  rowSetQuery: RowSetQuery<Row>,
  value: unknown,
): Row[] {
  const rows = (jsonColumn(value) ?? []) as Row[];
  return parseInstants(rows as Record<string, unknown>[], ...rowSetQuery.instants) as Row[];
}

function readRowSets<Queries extends RowSetQueries>(
  queries: Queries,
  row: Record<string, unknown> | undefined,
): RowSets<Queries> {
  const sets: Record<string, object[]> = {};
  for (const name of Object.keys(queries)) sets[name] = readRowSet(queries[name]!, row?.[name]);
  return sets as RowSets<Queries>;
}
