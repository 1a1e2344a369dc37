import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './types';

/** The values a statement is run with, by name. */
export type StatementValues = Record<string, unknown>;

/** Where each value goes in the statement: interpolate `slot.name` where the value would be. */
export type Slots<Values extends StatementValues> = {
  readonly [Name in keyof Values & string]-?: Placeholder<Name>;
};

/** A statement whose text is built once; each call only sends it with its values. */
export type BuiltOnce<Values extends StatementValues> = <Row = Record<string, unknown>>(
  executor: Executor,
  values: Values,
) => Promise<Row[]>;

// The same dialect as the database's (drizzle's defaults: no casing option is used).
const dialect = new PgDialect();
const slots = slotsNamed((name) => name);

/** Slots for any name asked: `slot.name` is the placeholder `slotName(name)`. */
function slotsNamed(slotName: (name: string) => string): Record<string, Placeholder> {
  return new Proxy(
    {},
    {
      get: (_target, name) =>
        typeof name === 'string' ? sql.placeholder(slotName(name)) : undefined,
    },
  );
}

/**
 * A statement written as an `sql` template (or with the query builder's helpers) over named
 * slots instead of values, turned into SQL text once, on its first call; later calls send
 * that text with their values. drizzle otherwise renders every template again on each call:
 * under load its rendering was about a sixth of the server's profile (BENCHMARKS.md, item 22),
 * most of it on the few statements every game action sends. The text is also the same
 * string object each time, so the connection finds its prepared statement without hashing a
 * new string.
 *
 * A slot inside `sql.param(slot, column)` is encoded by that column, as the value itself
 * would be. Only values vary: a statement whose shape depends on its values (a list of ids,
 * an optional condition) is one built-once statement per shape.
 */
export function builtOnce<Values extends StatementValues>(
  build: (slot: Slots<Values>) => SQL,
): BuiltOnce<Values> {
  let query: Query | undefined;
  return async <Row>(executor: Executor, values: Values): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(slots as Slots<Values>));
    const result = await executor._.session
      .prepareQuery(query, undefined, undefined, false)
      .execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

/**
 * Statements whose shape (a list's length, an optional part) varies with something other than
 * their values: one built-once statement per shape, by its key. Shapes must be few (a handful
 * of list lengths, a few optional parts), as each one is kept for good.
 */
export function builtOncePerShape<Shape, Values extends StatementValues>(
  key: (shape: Shape) => string,
  build: (slot: Slots<Values>, shape: Shape) => SQL,
): (shape: Shape) => BuiltOnce<Values> {
  const statements = new Map<string, BuiltOnce<Values>>();
  return (shape) => {
    const name = key(shape);
    let statement = statements.get(name);
    if (!statement) {
      statement = builtOnce<Values>((slot) => build(slot, shape));
      statements.set(name, statement);
    }
    return statement;
  };
}

/**
 * A statement over a list of rows (an insert's values, an update's `from (values ...)`): one
 * built-once statement per number of rows. `row` writes one row over its slots, `build` the
 * statement around the rows joined by commas.
 */
export function builtOnceForRows<Row extends StatementValues>(
  build: (rows: SQL) => SQL,
  row: (slot: Slots<Row>) => SQL,
): (executor: Executor, rows: readonly Row[]) => Promise<Record<string, unknown>[]> {
  const forCount = builtOncePerShape<number, StatementValues>(String, (_slot, count) =>
    build(
      sql.join(
        // The row at `index` has the slots `<name>/<index>`.
        Array.from({ length: count }, (_, index) =>
          row(slotsNamed((name) => `${name}/${index}`) as Slots<Row>),
        ),
        sql`, `,
      ),
    ),
  );
  return (executor, rows) => {
    const values: StatementValues = {};
    rows.forEach((one, index) => {
      for (const [name, value] of Object.entries(one)) values[`${name}/${index}`] = value;
    });
    return forCount(rows.length)(executor, values);
  };
}
