import type { SQL } from 'drizzle-orm';
import type { Executor } from './types';

/**
 * Runs an `sql` template on either engine and returns its rows (both drivers answer `{ rows }`).
 * Outside db/ and ledger/, SQL is written one way: drizzle's query builder, and where it cannot
 * say a statement, an `sql` template run through this function or `tableRows`; a statement on
 * a hot path is a template built once (built-once.ts). Never a driver's result read directly.
 */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = await executor.execute(query);
  return (result as { rows: Row[] }).rows;
}
