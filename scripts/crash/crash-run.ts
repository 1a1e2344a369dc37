// One engine's crash run: the server is started, loaded, SIGKILLed at a random moment and
// restarted, `kills` times, then stopped cleanly; after each death the database is opened and
// checked (acknowledged requests present, nothing left unswept, ledger balanced).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db';
import type { Engine } from '../../src/server/db/types';
import { freePort } from '../../src/server/dev/free-port';
import { startPostgresServer, type PostgresServer } from '../../src/server/dev/postgres-server';
import { Random } from '../fuzz/common/random';
import { Acknowledgements } from './acknowledgements';
import { CrashLoad } from './crash-load';
import { startServerProcess } from './server-process';
import { SimulatedPlayers } from './simulated-players';
import { verifyDatabase, type CrashCheck } from './verify-database';

export interface CrashRunOptions {
  engine: Engine;
  kills: number;
  seed: number;
  players: number;
  /** Players of the benchmark's load simulator (bench/load) playing at the same time. */
  simulatedPlayers: number;
  /** Their pace: real time divided by this. */
  timeScale: number;
  /** How long each server lives before it is killed, at random between the two. */
  minRunMs: number;
  maxRunMs: number;
  log?: (line: string) => void;
}

export interface CrashGeneration {
  index: number;
  ranMs: number;
  ended: 'killed' | 'stopped';
  acknowledged: number;
  check: CrashCheck;
}

export interface CrashRunReport {
  engine: Engine;
  seed: number;
  kills: number;
  durationMs: number;
  steps: number;
  /** Requests the load simulator's players sent, and how many were answered 2xx. */
  simulated: { players: number; requests: number; succeeded: number };
  acknowledgements: Acknowledgements;
  generations: CrashGeneration[];
  passed: boolean;
}

const DAY_AND_AN_HOUR_MS = 25 * 3600_000;
const GRACE_SECONDS = 5;
const UNLIMITED = '1000000000';

export async function runCrashTest(options: CrashRunOptions): Promise<CrashRunReport> {
  const log = options.log ?? (() => undefined);
  const random = new Random(options.seed);
  const dataDir = mkdtempSync(join(tmpdir(), `copycat-crash-${options.engine}-`));
  let postgres: PostgresServer | undefined;
  const acks = new Acknowledgements();
  const load = new CrashLoad(options.players, options.seed, acks);
  let simulated: SimulatedPlayers | undefined;
  const generations: CrashGeneration[] = [];
  const started = performance.now();

  try {
    // A durable PostgreSQL (fsync and synchronous commit on), as in production.
    postgres =
      options.engine === 'postgres' ? await startPostgresServer({ durable: true }) : undefined;
    const env = { ...serverEnv(dataDir, postgres?.adminUrl), CRASH_PORT: String(await freePort()) };
    load.start();
    for (let index = 0; index <= options.kills; index += 1) {
      const offsetMs = index * DAY_AND_AN_HOUR_MS;
      const server = await startServerProcess({ ...env, CRASH_CLOCK_OFFSET_MS: String(offsetMs) });
      load.setServer(server.url);
      if (!simulated) {
        simulated = new SimulatedPlayers(
          {
            url: server.url,
            players: options.simulatedPlayers,
            seed: options.seed,
            timeScale: options.timeScale,
          },
          acks,
        );
        await simulated.start();
      }
      // The kill comes at a random moment after the restarted server's first sweep, under load.
      const sweptFrom = await server.swept;
      const ranMs = random.int(options.minRunMs, options.maxRunMs);
      await new Promise((resolve) => setTimeout(resolve, ranMs));
      const last = index === options.kills;
      // A server that died on its own (an uncaught error) fails the run: only our kills count.
      const diedByItself = server.unexpectedExit();
      if (diedByItself) throw new Error(`${options.engine} server #${index} ${diedByItself}`);
      const ending = last ? server.stop() : server.kill();
      load.setServer(null);
      await ending;

      const database = await openDatabase(
        postgres ? { databaseUrl: postgres.adminUrl, poolSize: 2 } : { dataDir },
      );
      try {
        const check = await verifyDatabase(database, acks, sweptFrom, GRACE_SECONDS);
        generations.push({
          index,
          ranMs,
          ended: last ? 'stopped' : 'killed',
          acknowledged: acks.total(),
          check,
        });
        log(
          `  ${options.engine} #${index}: ${last ? 'stopped' : 'SIGKILL'} ${ranMs} ms after the first sweep; ${acks.total()} acknowledged so far, ${check.missing.length} missing, ${check.stuckRounds} stuck rounds, ${check.leftActive} left active, ledger ${check.ledgerViolations.length === 0 ? 'clean' : 'BROKEN'}`,
        );
      } finally {
        await database.close();
      }
    }
  } finally {
    await load.stop();
    await simulated?.stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const passed =
    generations.length === options.kills + 1 &&
    generations.every(
      ({ check }) =>
        check.missing.length === 0 &&
        check.stuckRounds === 0 &&
        check.ledgerViolations.length === 0,
    );
  return {
    engine: options.engine,
    seed: options.seed,
    kills: options.kills,
    durationMs: performance.now() - started,
    steps: load.steps,
    simulated: simulatedFigures(options.simulatedPlayers, simulated),
    acknowledgements: acks,
    generations,
    passed,
  };
}

function simulatedFigures(players: number, simulated: SimulatedPlayers | undefined) {
  let requests = 0;
  let answeredOtherwise = 0;
  for (const endpoint of simulated?.log.byEndpoint() ?? []) {
    requests += endpoint.latency.count;
    answeredOtherwise +=
      endpoint.errors + Object.values(endpoint.refusals).reduce((sum, n) => sum + n, 0);
  }
  return { players, requests, succeeded: requests - answeredOtherwise };
}

function serverEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    TOKEN_SECRET: 'crash-test-token-secret-long-enough-0123456789',
    ADMIN_PASSWORD: 'crash-test-admin-password',
    GRACE_PERIOD_SECONDS: String(GRACE_SECONDS),
    // Tokens must outlive the clock's 25-hour jumps; limits would only slow the players down.
    ACCESS_TOKEN_LIFETIME_SECONDS: String(60 * 86_400),
    RATE_LIMIT_PLAYER: UNLIMITED,
    RATE_LIMIT_PUBLIC_PER_IP: UNLIMITED,
    RATE_LIMIT_REGISTER_PER_IP: UNLIMITED,
    RATE_LIMIT_REGISTER_PER_EMAIL: UNLIMITED,
    RATE_LIMIT_LOGIN_PER_IP: UNLIMITED,
    RATE_LIMIT_LOGIN_PER_EMAIL: UNLIMITED,
  };
}
