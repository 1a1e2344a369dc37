// `npm run bench`: the load simulator and benchmark (issue #8). For each engine (embedded
// PGlite, then a throw-away PostgreSQL 15 server started from the machine's binaries) it
// measures two ceilings, runs the game server in a child process under simulated desktop-app
// players, checks the ledger and the rules in the database, prints everything, and saves it to
// bench/results/ and BENCHMARKS.md. Then the same on two server processes sharing one
// PostgreSQL database. See BENCHMARKS.md for what is measured and why; `-- --help` for options.
import {
  postgresBinariesAvailable,
  startPostgresServer,
  type PostgresServer,
} from '../src/server/dev/postgres-server';
import { PhraseWriter } from './load/phrase-writer';
import { parseBenchOptions, USAGE, type BenchOptions } from './options';
import { updateBenchmarksMd } from './report/benchmarks-md';
import { formatRun } from './report/print-run';
import { writeResultsFile } from './report/results-file';
import { runMetadata } from './report/run-metadata';
import { formatSqlProfile, SQL_PROFILE_SERVER_SETTINGS } from './profile/sql-profile';
import { runOnEngine, type RunSettings, type RunTarget } from './scenarios/engine-run';
import { runCapacitySearch } from './scenarios/capacity-run';
import { formatCapacity, saveCapacity } from './report/capacity-report';

type PlannedRun = Omit<RunTarget, 'postgres'>;

function plannedRuns(options: BenchOptions): PlannedRun[] {
  const runs: PlannedRun[] = [];
  const engines = options.engine === 'both' ? (['pglite', 'postgres'] as const) : [options.engine];
  const only = options.onlyScaleOut || options.onlyAppPace;
  const compressed = {
    timeScale: options.timeScale,
    warmupSeconds: options.warmupSeconds,
    seconds: options.seconds,
  };
  if (!only)
    for (const engine of engines) runs.push({ engine, servers: 1, name: engine, ...compressed });
  const withPostgres = options.engine !== 'pglite';
  // The same players at the desktop app's own pace: what 200 real people ask of the server.
  if (options.onlyAppPace || (!only && options.appPace && withPostgres && options.timeScale !== 1))
    runs.push({
      engine: 'postgres',
      servers: 1,
      name: 'postgres-app-pace',
      timeScale: 1,
      warmupSeconds: options.appPaceWarmupSeconds,
      seconds: options.appPaceSeconds,
    });
  if (options.onlyScaleOut || (!only && options.scaleOut && withPostgres))
    runs.push({ engine: 'postgres', servers: 2, name: 'postgres-scale-out', ...compressed });
  return runs;
}

async function main(): Promise<number> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (options.capacity) return capacitySearch(options);
  let runs = plannedRuns(options);
  if (runs.some((run) => run.engine === 'postgres') && !postgresBinariesAvailable()) {
    console.log(
      '[bench] PostgreSQL binaries not found (PG_BIN or /usr/lib/postgresql/15/bin): skipping the PostgreSQL runs',
    );
    runs = runs.filter((run) => run.engine !== 'postgres');
  }
  console.log(
    `[bench] runs: ${runs.map((run) => `${run.name} (time scale ${run.timeScale}, ${run.warmupSeconds}+${run.seconds} s)`).join(', ')}; ` +
      `${options.players} players, pool ${options.poolSize}`,
  );

  const settings: RunSettings = {
    players: options.players,
    ceilingSeconds: options.ceilingSeconds,
    poolSize: options.poolSize,
    writer: PhraseWriter.create(),
    seed: options.seed,
    profileSql: options.profileSql,
    profileCpu: options.profileCpu,
    alone: options.alone,
  };
  let postgres: PostgresServer | undefined;
  const stopPostgres = () => postgres?.stop();
  process.once('SIGINT', () => {
    stopPostgres();
    process.exit(130);
  });
  let failures = 0;
  try {
    for (const run of runs) {
      if (run.engine === 'postgres' && !postgres)
        postgres = await startPostgresServer({
          durable: options.durable,
          settings: options.profileSql ? SQL_PROFILE_SERVER_SETTINGS : undefined,
        });
      const result = await runOnEngine({ ...run, postgres }, settings);
      console.log(formatRun(result));
      if (result.sqlProfile) console.log(formatSqlProfile(result.sqlProfile));
      if (result.cpuProfile)
        console.log(`${result.cpuProfile.summary}\n(profiles in ${result.cpuProfile.folder})`);
      if (!result.checks.passed) failures += 1;
      if (options.save) {
        const metadata = runMetadata(options, new Date());
        const file = writeResultsFile(result, metadata);
        updateBenchmarksMd(result, metadata, file);
        console.log(`[bench] saved ${file} and BENCHMARKS.md`);
      }
    }
  } finally {
    stopPostgres();
  }
  // Slow figures are reported, not failed; a broken rule or ledger is a failure.
  return failures === 0 ? 0 : 1;
}

/** `--capacity`: the largest number of players at the app's pace one process, then two, serve. */
async function capacitySearch(options: BenchOptions): Promise<number> {
  if (!postgresBinariesAvailable()) {
    console.log(
      '[bench] PostgreSQL binaries not found (PG_BIN or /usr/lib/postgresql/15/bin): no capacity search',
    );
    return 0;
  }
  const steps = [...new Set(options.capacitySteps)].sort((a, b) => a - b);
  console.log(
    `[bench] capacity search: steps ${steps.join(', ')} players; ${options.capacityWarmupSeconds}+${options.capacitySeconds} s each`,
  );
  const postgres = await startPostgresServer({
    durable: options.durable,
    settings: options.profileSql ? SQL_PROFILE_SERVER_SETTINGS : undefined,
  });
  process.once('SIGINT', () => {
    postgres.stop();
    process.exit(130);
  });
  let failures = 0;
  try {
    for (const servers of [1, 2]) {
      const result = await runCapacitySearch({
        postgres,
        servers,
        steps,
        warmupSeconds: options.capacityWarmupSeconds,
        seconds: options.capacitySeconds,
        poolSize: options.poolSize,
        writer: PhraseWriter.create(),
        seed: options.seed,
        profileSql: options.profileSql,
      });
      console.log(formatCapacity(result));
      if (!result.checks.passed) failures += 1;
      if (options.save)
        console.log(
          `[bench] saved ${saveCapacity(result, runMetadata(options, new Date()))} and BENCHMARKS.md`,
        );
    }
  } finally {
    postgres.stop();
  }
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      '[bench] failed:',
      error instanceof Error ? (error.stack ?? error.message) : error,
    );
    process.exit(2);
  },
);
