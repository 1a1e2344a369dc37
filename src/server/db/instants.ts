/**
 * Raw SQL (queryRows) returns timestamps as text: both drizzle drivers leave date parsing to
 * the query builder. This turns the named columns of raw rows into Dates, in place.
 */
export function parseInstants<Row extends object>(
  rows: Row[],
  ...columns: (keyof Row & string)[]
): Row[] {
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    for (const column of columns) {
      const value = values[column];
      if (value !== null && value !== undefined && !(value instanceof Date))
        values[column] = new Date(String(value));
    }
  }
  return rows;
}
