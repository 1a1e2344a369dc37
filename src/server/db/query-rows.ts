import type { SQL } from 'drizzle-orm';
import type { Executor } from './types';

/**
 * Runs an `sql` template on either engine and returns its rows (both drivers answer `{ rows }`).
 * Outside db/ and ledger/, SQL is written one way: drizzle's query builder, and where it cannot
 * say a statement (or builds it too slowly for a hot path, see table-rows.ts), an `sql` template
 * run through this function or `tableRows`; never a driver's result read directly.
 */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = await executor.execute(query);
  return (result as { rows: Row[] }).rows;
}
