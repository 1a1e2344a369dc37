import type { SQL } from 'drizzle-orm';
import type { Executor } from './types';

/** Runs raw SQL on either engine and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = await executor.execute(query);
  return (result as { rows: Row[] }).rows;
}
