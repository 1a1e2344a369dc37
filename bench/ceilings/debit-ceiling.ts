// The database ceiling of a run: bare debit transactions on the run's own database, with as
// many connections as the game server's pool (see bench/server/debit-ceiling-entry.ts).
import { startChild } from '../lib/child-process';
import type { DebitCeilingConfig, DebitCeilingResult } from '../server/debit-ceiling-entry';

export type DebitCeiling = DebitCeilingResult & { connections: number };

export async function measureDebitCeiling(config: DebitCeilingConfig): Promise<DebitCeiling> {
  const child = await startChild('bench/server/debit-ceiling-entry.ts', {
    ...process.env,
    BENCH_CHILD_CONFIG: JSON.stringify(config),
  });
  await child.stop();
  if (child.first.type !== 'result') throw new Error('The debit ceiling did not report a result');
  return { ...(child.first.result as DebitCeilingResult), connections: config.connections };
}
