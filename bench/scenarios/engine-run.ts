// One measured run on one database: its two ceilings, then the game server(s) under the
// simulated players, then the rule checks on what the run left in the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db';
import type { Engine } from '../../src/server/db/types';
import type { PostgresServer } from '../../src/server/dev/postgres-server';
import {
  measureCallAlone,
  measureCheapestCallCeiling,
  type CallAloneFigures,
  type CheapestCallCeiling,
} from '../ceilings/cheapest-call-ceiling';
import { measureDebitCeiling, type DebitCeiling } from '../ceilings/debit-ceiling';
import { measureHelloCeiling, type HelloCeiling } from '../ceilings/hello-ceiling';
import {
  checkRules,
  gameTotals,
  type GameTotals,
  type RuleChecks,
} from '../checks/after-run-checks';
import { runLedgerCheckCommand } from '../checks/ledger-check-command';
import { gameServerEnv } from '../lib/bench-settings';
import { startGameServer, type BenchChild } from '../lib/child-process';
import { createDatabase } from '../lib/postgres-database';
import { TimeScale } from '../load/app-timings';
import { runLoad, type LoadFigures } from '../load/load-run';
import type { PhraseWriter } from '../load/phrase-writer';
import { summarizeCpuProfiles } from '../profile/cpu-profile-summary';
import { resetSqlProfile, topStatements, type StatementProfile } from '../profile/sql-profile';

export interface RunSettings {
  players: number;
  ceilingSeconds: number;
  poolSize: number;
  writer: PhraseWriter;
  seed: number;
  /** Collect pg_stat_statements during the load (the server must preload it). */
  profileSql: boolean;
  /** Run the game server(s) under Node's CPU profiler and summarize where the time went. */
  profileCpu: boolean;
  /** GET paths hammered each alone after the play (`--alone`). */
  alone: string[];
}

export interface RunTarget {
  engine: Engine;
  /** Game server processes sharing the database (2 for the scale-out check). */
  servers: number;
  /** The PostgreSQL server, when engine is postgres. */
  postgres?: PostgresServer;
  name: string;
  /** Real time divided by this for the players and the game's clocks (1: the app's own pace). */
  timeScale: number;
  warmupSeconds: number;
  /** Measured seconds. */
  seconds: number;
}

export interface RunResult {
  name: string;
  engine: Engine;
  servers: number;
  timeScale: number;
  warmupSeconds: number;
  ceilings: { debit: DebitCeiling; hello: HelloCeiling; cheapestCall: CheapestCallCeiling };
  /** The `--alone` paths, each measured like the cheapest call. */
  callsAlone: CallAloneFigures[];
  load: LoadFigures;
  /** Game requests per second divided by each ceiling's rate. */
  ratios: { toDebit: number; toHello: number; toCheapestCall: number };
  checks: RuleChecks;
  totals: GameTotals;
  sqlProfile?: StatementProfile[];
  /** The summary of the game server's CPU profile, and the folder of its .cpuprofile files. */
  cpuProfile?: { summary: string; folder: string };
}

export async function runOnEngine(target: RunTarget, settings: RunSettings): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), `copycat-bench-${target.name}-`));
  const servers: BenchChild[] = [];
  try {
    const databaseUrl = target.postgres
      ? await createDatabase(target.postgres.adminUrl, `bench_${target.name.replaceAll('-', '_')}`)
      : undefined;
    const connections = settings.poolSize * target.servers;
    const ceilingTimes = {
      warmupSeconds: Math.min(2, settings.ceilingSeconds),
      seconds: settings.ceilingSeconds,
    };
    log(`${target.name}: debit ceiling (${connections} connections)`);
    const debit = await measureDebitCeiling({ databaseUrl, dataDir, connections, ...ceilingTimes });
    log(`${target.name}: HTTP ceiling (${settings.players} concurrent requests)`);
    const hello = await measureHelloCeiling({ concurrency: settings.players, ...ceilingTimes });

    const scale = new TimeScale(target.timeScale);
    const env = gameServerEnv({ databaseUrl, dataDir, poolSize: settings.poolSize }, scale);
    // One after the other: the first migrates the database, the next finds it migrated.
    const profileFolder = settings.profileCpu
      ? mkdtempSync(join(tmpdir(), `copycat-cpu-${target.name}-`))
      : undefined;
    for (let index = 0; index < target.servers; index += 1)
      servers.push(await startGameServer(env));
    const profileSql = settings.profileSql && databaseUrl !== undefined;
    if (profileSql) await resetSqlProfile(databaseUrl);
    log(
      `${target.name}: ${settings.players} players for ${target.warmupSeconds}+${target.seconds} s on ${target.servers} server(s), time scale ${target.timeScale}`,
    );
    let cheapestCall: CheapestCallCeiling | undefined;
    const callsAlone: CallAloneFigures[] = [];
    const serverPids = servers.map((server) => server.pid);
    const postmasterPid = target.postgres?.postmasterPid();
    const load = await runLoad({
      serverUrls: servers.map((server) => (server.first.type === 'ready' ? server.first.url : '')),
      serverPids,
      postmasterPid,
      players: settings.players,
      warmupSeconds: target.warmupSeconds,
      seconds: target.seconds,
      scale,
      writer: settings.writer,
      seed: settings.seed,
      onWindowStart: () =>
        profileFolder && servers.forEach((server) => server.send({ type: 'cpu-profile-start' })),
      onWindowEnd: () =>
        profileFolder &&
        servers.forEach((server, index) =>
          server.send({
            type: 'cpu-profile-stop',
            file: join(profileFolder, `server-${index + 1}.cpuprofile`),
          }),
        ),
      afterPlay: async (players) => {
        log(
          `${target.name}: the cheapest game call's ceiling (${players.length} players asking for their balance)`,
        );
        cheapestCall = await measureCheapestCallCeiling(players, {
          ...ceilingTimes,
          serverPids,
          postmasterPid,
        });
        for (const path of settings.alone) {
          log(`${target.name}: GET ${path} alone (${players.length} players)`);
          callsAlone.push(
            await measureCallAlone(players, path, { ...ceilingTimes, serverPids, postmasterPid }),
          );
        }
      },
    });
    if (!cheapestCall) throw new Error('The cheapest call ceiling was not measured');
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    const sqlProfile = profileSql ? await topStatements(databaseUrl) : undefined;
    const cpuProfile = profileFolder
      ? { summary: summarizeCpuProfiles(profileFolder), folder: profileFolder }
      : undefined;

    log(`${target.name}: npm run ledger:check, then the rule checks`);
    const ledgerCheckCommand = runLedgerCheckCommand({ databaseUrl, dataDir });
    const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
    try {
      return {
        name: target.name,
        engine: target.engine,
        servers: target.servers,
        timeScale: target.timeScale,
        warmupSeconds: target.warmupSeconds,
        ceilings: { debit, hello, cheapestCall },
        callsAlone,
        load,
        ratios: {
          toDebit: load.actionsPerSecond / debit.perSecond,
          toHello: load.actionsPerSecond / hello.perSecond,
          toCheapestCall: load.actionsPerSecond / cheapestCall.perSecond,
        },
        checks: await checkRules(database.db, ledgerCheckCommand),
        totals: await gameTotals(database.db),
        sqlProfile,
        cpuProfile,
      };
    } finally {
      await database.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function log(message: string): void {
  console.log(`[bench] ${message}`);
}
