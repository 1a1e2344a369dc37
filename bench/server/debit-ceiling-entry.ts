// Child process: the database ceiling. As many workers as the server's pool has connections
// each run debit transactions in a loop (BEGIN; one conditional UPDATE under a balance CHECK;
// COMMIT), through the same openDatabase and drizzle transaction the server uses, on the same
// database the game then runs on. Each worker debits its own row, as players debit their own
// accounts, so the figure is the database's rate, not a lock queue's.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../src/server/db';
import type { Db } from '../../src/server/db/types';
import { childConfig, reportResultAndExit } from '../lib/child-side';
import { summarizeLatencies, type LatencySummary } from '../lib/percentiles';

export interface DebitCeilingConfig {
  databaseUrl?: string;
  dataDir?: string;
  /** Connections of the pool, and concurrent workers. */
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface DebitCeilingResult {
  transactions: number;
  seconds: number;
  perSecond: number;
  latency: LatencySummary;
  /** This process's CPU in the window (process.cpuUsage), in cores; the database's is apart. */
  clientCpuCores: number;
}

const TABLE = sql.raw('bench_debit_ceiling');

reportResultAndExit(async (): Promise<DebitCeilingResult> => {
  const config = childConfig<DebitCeilingConfig>();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.connections,
  });
  const { db } = database;
  try {
    await db.execute(sql`drop table if exists ${TABLE}`);
    await db.execute(
      sql`create table ${TABLE} (id integer primary key, balance integer not null check (balance >= 0))`,
    );
    await db.execute(
      sql`insert into ${TABLE} select g, 1000000000 from generate_series(1, ${config.connections}) g`,
    );
    await runWorkers(db, config.connections, config.warmupSeconds * 1000, []);
    const latencies: number[] = [];
    const started = performance.now();
    const cpuAtStart = process.cpuUsage();
    await runWorkers(db, config.connections, config.seconds * 1000, latencies);
    const cpu = process.cpuUsage(cpuAtStart);
    const seconds = (performance.now() - started) / 1000;
    await db.execute(sql`drop table ${TABLE}`);
    return {
      transactions: latencies.length,
      seconds,
      perSecond: latencies.length / seconds,
      latency: summarizeLatencies(latencies),
      clientCpuCores: (cpu.user + cpu.system) / 1e6 / seconds,
    };
  } finally {
    await database.close();
  }
});

async function runWorkers(
  db: Db,
  workers: number,
  durationMs: number,
  latencies: number[],
): Promise<void> {
  const deadline = performance.now() + durationMs;
  const worker = async (row: number) => {
    while (performance.now() < deadline) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update ${TABLE} set balance = balance - 1 where id = ${row} and balance >= 1 returning id`,
        );
      });
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index + 1)));
}
