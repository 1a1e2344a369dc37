// The capacity search (issue #20): players at the desktop app's own pace (time scale 1:
// polling every 60 s, a person's reading and writing times) are added in steps to the same
// server process(es) and database, and each step is measured once its newcomers have opened
// the app. The capacity is the largest step at which every endpoint's p99 stays under 50 ms
// with no error; the search stops at the first step that misses it. Then the rules and the
// ledger are checked on what the players left in the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db';
import type { Db } from '../../src/server/db/types';
import type { PostgresServer } from '../../src/server/dev/postgres-server';
import { checkRules, type RuleChecks } from '../checks/after-run-checks';
import { runLedgerCheckCommand } from '../checks/ledger-check-command';
import { gameServerEnv } from '../lib/bench-settings';
import { startGameServer, type BenchChild } from '../lib/child-process';
import { createDatabase } from '../lib/postgres-database';
import type { LatencySummary } from '../lib/percentiles';
import { startResourceMonitor, type ResourceUsage } from '../lib/resource-monitor';
import { seededRandom } from '../lib/seeded-random';
import { TimeScale } from '../load/app-timings';
import { GameApi } from '../load/game-api';
import { KeepAliveClient } from '../load/http-client';
import type { PhraseWriter } from '../load/phrase-writer';
import { signUpPlayers } from '../load/registration';
import { RequestLog } from '../load/request-log';
import { playUntilStopped } from '../load/simulated-player';
import { P99_LIMIT_MS } from '../report/targets';
import { formatSqlProfile, resetSqlProfile, topStatements } from '../profile/sql-profile';

export interface CapacityOptions {
  postgres: PostgresServer;
  /** Server processes sharing the database, players spread over them (player i on i mod n). */
  servers: number;
  /** Player counts, increasing. */
  steps: number[];
  /** Seconds after a step's newcomers start before it is measured (they open the app over 60 s). */
  warmupSeconds: number;
  seconds: number;
  poolSize: number;
  writer: PhraseWriter;
  seed: number;
  /** Print each step's busiest statements (the PostgreSQL server must load pg_stat_statements). */
  profileSql?: boolean;
}

export interface CapacityStep {
  players: number;
  seconds: number;
  callsPerSecond: number;
  overall: LatencySummary;
  slowestEndpoint: string;
  slowestP99: number;
  errors: number;
  errorSamples: string[];
  passed: boolean;
  usage: ResourceUsage;
  signUpSeconds: number;
}

export interface CapacityResult {
  name: string;
  servers: number;
  steps: CapacityStep[];
  /** The largest step that passed (0: none did). */
  capacity: number;
  checks: RuleChecks;
  /** What the search left in the database: for sizing one (BENCHMARKS.md's plan). */
  database: {
    bytes: number;
    emptyBytes: number;
    rounds: number;
    ledgerEntries: number;
    playerSeconds: number;
  };
}

/** Requests one player may have in flight (a game call and its polls), as in load-run.ts. */
const CONCURRENT_REQUESTS_PER_PLAYER = 4;
const WIND_DOWN_LIMIT_MS = 60_000;

export async function runCapacitySearch(options: CapacityOptions): Promise<CapacityResult> {
  const name = `capacity-${options.servers}-server${options.servers > 1 ? 's' : ''}`;
  const dataDir = mkdtempSync(join(tmpdir(), `copycat-bench-${name}-`));
  const servers: BenchChild[] = [];
  const maxPlayers = Math.max(...options.steps);
  const clients: KeepAliveClient[] = [];
  try {
    const databaseUrl = await createDatabase(
      options.postgres.adminUrl,
      `bench_${name.replaceAll('-', '_')}`,
    );
    const scale = new TimeScale(1);
    const env = gameServerEnv({ databaseUrl, dataDir, poolSize: options.poolSize }, scale);
    for (let index = 0; index < options.servers; index += 1)
      servers.push(await startGameServer(env));
    for (const server of servers)
      clients.push(
        new KeepAliveClient(
          server.first.type === 'ready' ? server.first.url : '',
          maxPlayers * CONCURRENT_REQUESTS_PER_PLAYER,
        ),
      );
    const serverPids = servers.map((server) => server.pid);
    // Migrated, with the prompt library and nothing played: what the players add is on top.
    const emptyBytes = await withDatabase(
      databaseUrl,
      async (db) => (await databaseSize(db)).bytes,
    );
    const postmasterPid = options.postgres.postmasterPid();

    const steps: CapacityStep[] = [];
    const playing: Promise<void>[] = [];
    let running = true;
    let requests = new RequestLog();
    // Each player's calls go to the current step's log: one window per step.
    const stepLog: Pick<RequestLog, 'record'> = { record: (...args) => requests.record(...args) };
    // Seconds of play summed over the players (each step's players played its warm-up and window).
    let playerSeconds = 0;
    for (const players of options.steps) {
      const newcomers = players - playing.length;
      if (newcomers <= 0) continue;
      const signUpStarted = performance.now();
      const signedUp = await signUpPlayers(
        clients,
        newcomers,
        `${name}-${players}-${Date.now()}`,
        new RequestLog(),
      );
      const signUpSeconds = (performance.now() - signUpStarted) / 1000;
      for (const player of signedUp)
        playing.push(
          playUntilStopped({
            api: new GameApi(player.client, stepLog, player.accessToken),
            writer: options.writer,
            scale,
            random: seededRandom(options.seed + playing.length),
            isRunning: () => running,
          }),
        );
      log(
        `${name}: ${players} players (${newcomers} new, signed up in ${signUpSeconds.toFixed(1)} s); ${options.warmupSeconds}+${options.seconds} s`,
      );
      await sleep(options.warmupSeconds * 1000);
      requests = new RequestLog();
      if (options.profileSql) await resetSqlProfile(databaseUrl);
      requests.startWindow();
      const monitor = startResourceMonitor(serverPids, postmasterPid);
      await sleep(options.seconds * 1000);
      requests.endWindow();
      const usage = monitor.stop();
      playerSeconds += players * (options.warmupSeconds + usage.seconds);
      const step = stepFigures(players, requests, usage, signUpSeconds);
      steps.push(step);
      log(`${name}: ${formatStep(step)}`);
      if (options.profileSql) console.log(formatSqlProfile(await topStatements(databaseUrl, 8)));
      if (!step.passed) break;
    }
    running = false;
    await Promise.race([Promise.all(playing), sleep(WIND_DOWN_LIMIT_MS)]);
    await Promise.all(servers.splice(0).map((server) => server.stop()));

    const ledgerCheckCommand = runLedgerCheckCommand({ databaseUrl, dataDir });
    const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    try {
      const passed = steps.filter((step) => step.passed);
      return {
        name,
        servers: options.servers,
        steps,
        capacity: passed.length > 0 ? Math.max(...passed.map((step) => step.players)) : 0,
        checks: await checkRules(database.db, ledgerCheckCommand),
        database: { ...(await databaseSize(database.db)), emptyBytes, playerSeconds },
      };
    } finally {
      await database.close();
    }
  } finally {
    for (const client of clients) client.close();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }

  function log(message: string): void {
    console.log(`[bench] ${message}`);
  }
}

async function withDatabase<T>(databaseUrl: string, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function databaseSize(
  db: Db,
): Promise<{ bytes: number; rounds: number; ledgerEntries: number }> {
  const [row] = await queryRows<{ bytes: string; rounds: string; entries: string }>(
    db,
    sql`select pg_database_size(current_database()) as bytes, (select count(*) from rounds) as rounds,
               (select count(*) from ledger_entries) as entries`,
  );
  return {
    bytes: Number(row?.bytes ?? 0),
    rounds: Number(row?.rounds ?? 0),
    ledgerEntries: Number(row?.entries ?? 0),
  };
}

function stepFigures(
  players: number,
  requests: RequestLog,
  usage: ResourceUsage,
  signUpSeconds: number,
): CapacityStep {
  const endpoints = requests.byEndpoint();
  const overall = requests.overall();
  const slowest = [...endpoints].sort((a, b) => b.latency.p99 - a.latency.p99)[0];
  const errors = endpoints.reduce((sum, endpoint) => sum + endpoint.errors, 0);
  return {
    players,
    seconds: usage.seconds,
    callsPerSecond: overall.count / usage.seconds,
    overall,
    slowestEndpoint: slowest?.endpoint ?? 'none',
    slowestP99: slowest?.latency.p99 ?? 0,
    errors,
    errorSamples: requests.sampleErrors(),
    passed:
      errors === 0 &&
      endpoints.length > 0 &&
      endpoints.every((endpoint) => endpoint.latency.p99 < P99_LIMIT_MS),
    usage,
    signUpSeconds,
  };
}

export function formatStep(step: CapacityStep): string {
  const { usage } = step;
  return (
    `${step.players} players: ${step.callsPerSecond.toFixed(1)} calls/s, p50 ${step.overall.p50} ms, p99 ${step.overall.p99} ms, ` +
    `slowest p99 ${step.slowestEndpoint} ${step.slowestP99} ms, ${step.errors} errors => ${step.passed ? 'passed' : 'MISSED'}; ` +
    `CPU server ${usage.serverCpuCores.join(' + ')}, PostgreSQL ${usage.postgresCpuCores ?? 0}, load generator ${usage.clientCpuCores}, ` +
    `machine ${usage.machineBusyCores} of ${usage.cores}, load average ${usage.loadAverage}`
  );
}

/** Players per core of server plus PostgreSQL CPU, at the capacity step. */
export function playersPerCore(
  result: CapacityResult,
): { perCore: number; perServerCore: number } | undefined {
  const step = result.steps.find((candidate) => candidate.players === result.capacity);
  if (!step) return undefined;
  const serverCores = step.usage.serverCpuCores.reduce((sum, value) => sum + value, 0);
  const cores = serverCores + (step.usage.postgresCpuCores ?? 0);
  return {
    perCore: Math.round(step.players / cores),
    perServerCore: Math.round(step.players / serverCores),
  };
}
