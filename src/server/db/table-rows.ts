import {
  getTableColumns,
  sql,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { builtOncePerShape } from './built-once';
import type { Executor } from './types';

export interface TableRows<Row, NewRow> {
  /** Every column of the table under its property name (`"player_id" as "playerId"`). */
  columns: SQL;
  /** The raw rows of a statement that selected or returned `columns`, as the query builder returns them. */
  read(rows: Record<string, unknown>[]): Row[];
  /**
   * Inserts one row and returns it whole: the given values encoded by their columns (as the
   * query builder encodes them), the others left to their defaults. Built once per set of
   * given columns (built-once.ts).
   */
  insert(executor: Executor, values: NewRow): Promise<Row>;
}

/**
 * Whole rows for the hottest statements, written as `sql` templates: drizzle builds a builder
 * query again on every call, and a select of a round's 18 columns took 104 µs to build under
 * load against 20 µs for a template (BENCHMARKS.md, "What is left"). The column list is
 * rendered once; each value is mapped by its column's own driver mapping, exactly as the
 * query builder maps it (timestamps to Dates, and so on).
 */
export function tableRows<T extends PgTable>(
  table: T,
): TableRows<InferSelectModel<T>, InferInsertModel<T>> {
  const byKey = getTableColumns(table);
  const entries = Object.entries(byKey);
  // The query builder would fill these in JavaScript; insert leaves columns to SQL.
  const filledInJs = entries.filter(([, column]) => column.defaultFn || column.onUpdateFn);
  if (filledInJs.length > 0)
    throw new Error(`tableRows cannot insert into a table with $defaultFn or $onUpdate columns`);
  const columns = sql.raw(
    entries.map(([key, column]) => `"${column.name}" as "${key}"`).join(', '),
  );
  // One statement per set of given columns: a table's inserts come in a handful of shapes.
  const insertOf = builtOncePerShape<string[], Record<string, unknown>>(
    (given) => given.join(','),
    (v, given) => {
      const names = sql.raw(given.map((key) => `"${byKey[key]!.name}"`).join(', '));
      const params = sql.join(
        given.map((key) => sql.param(v[key], byKey[key])),
        sql`, `,
      );
      return sql`insert into ${table} (${names}) values (${params}) returning ${columns}`;
    },
  );
  const read = (rows: Record<string, unknown>[]) => {
    for (const row of rows)
      for (const [key, column] of entries) {
        const value = row[key];
        if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
      }
    return rows as InferSelectModel<T>[];
  };
  return {
    columns,
    read,
    async insert(executor, values) {
      const given = Object.keys(values as Record<string, unknown>).filter(
        (key) => (values as Record<string, unknown>)[key] !== undefined,
      );
      const [row] = read(await insertOf(given)(executor, values as Record<string, unknown>));
      return row!;
    },
  };
}
