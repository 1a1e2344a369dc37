// Command-line options of `npm run bench -- [options]`.
import { parseArgs } from 'node:util';
import { SETTING_DEFAULTS } from '../src/server/settings/schema';

export type EngineChoice = 'pglite' | 'postgres' | 'both';

export interface BenchOptions {
  players: number;
  seconds: number;
  warmupSeconds: number;
  ceilingSeconds: number;
  timeScale: number;
  poolSize: number;
  engine: EngineChoice;
  /** Run the two-server check (PostgreSQL) after the single-server runs. */
  scaleOut: boolean;
  /** Run only the two-server check. */
  onlyScaleOut: boolean;
  /** Also run PostgreSQL with the players at the app's own pace (time scale 1). */
  appPace: boolean;
  /** Run only the app-pace run. */
  onlyAppPace: boolean;
  /** Warm-up of the app-pace run: long enough for sets to form and take votes at real speed. */
  appPaceWarmupSeconds: number;
  /**
   * Measured seconds of the app-pace run: at real speed the rarer endpoints get a few dozen
   * requests a minute, whose p99 is their slowest one; three minutes give p99 some meaning.
   */
  appPaceSeconds: number;
  /** PostgreSQL with fsync and synchronous commit on. */
  durable: boolean;
  seed: number;
  /** Print the statements PostgreSQL spent its time on (pg_stat_statements). */
  profileSql: boolean;
  /** Run the game server under Node's CPU profiler and print where its time went. */
  profileCpu: boolean;
  /** GET paths measured each alone after the play, like the cheapest call (e.g. /player/dashboard). */
  alone: string[];
  /** Run only the capacity search (one server process, then two), players at the app's pace. */
  capacity: boolean;
  /** Its player counts, increasing. */
  capacitySteps: number[];
  capacityWarmupSeconds: number;
  capacitySeconds: number;
  quick: boolean;
  /** Write bench/results/*.json and BENCHMARKS.md (full runs do by default, quick ones do not). */
  save: boolean;
}

export const USAGE = `npm run bench -- [options]
  --players N          simulated players (default 200; quick 20)
  --seconds N          measured seconds per run (default 60; quick 10)
  --warmup N           seconds played before measuring (default 5; quick 2)
  --ceiling-seconds N  seconds of each ceiling measurement (default 5; quick 2)
  --time-scale N       real time divided by N for the players and the game's clocks (default 20)
  --pool-size N        database connections per server (default ${SETTING_DEFAULTS.database_pool_size}, the server's)
  --engine E           pglite, postgres or both (default both)
  --no-scale-out       skip the two-server PostgreSQL check
  --scale-out          run only the two-server PostgreSQL check
  --no-app-pace        skip the PostgreSQL run at the app's own pace (time scale 1)
  --app-pace           run only that one
  --app-pace-warmup N  its warm-up in seconds (default 60; quick 20)
  --app-pace-seconds N its measured seconds (default 180; quick 20)
  --durable            PostgreSQL with fsync and synchronous commit on
  --profile-sql        print PostgreSQL's busiest statements (pg_stat_statements; with --capacity, after each step)
  --profile-cpu        profile the game server's CPU (node --cpu-prof) and summarize it
  --alone P1,P2        after the play, also hammer each of these GET paths alone, like the
                       cheapest call, and print its CPU per call (e.g. /player/dashboard)
  --capacity           run only the capacity search: players at the app's own pace added in steps
                       until an endpoint's p99 reaches 50 ms or a call fails, on one server, then two
  --capacity-steps L   its player counts (default 250,500,750,1000,1250,1500,2000,2500,3000)
  --capacity-warmup N  seconds from a step's newcomers to its measurement (default 60; they open the app over 60 s)
  --capacity-seconds N measured seconds per step (default 60)
  --seed N             seed of the players' choices (default 1)
  --quick              smoke run: 20 players, 10 s, nothing saved
  --save / --no-save   write bench/results and BENCHMARKS.md (default: save unless --quick)`;

export function parseBenchOptions(argv: string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      players: { type: 'string' },
      seconds: { type: 'string' },
      warmup: { type: 'string' },
      'ceiling-seconds': { type: 'string' },
      'time-scale': { type: 'string' },
      'pool-size': { type: 'string' },
      engine: { type: 'string' },
      'scale-out': { type: 'boolean' },
      'no-scale-out': { type: 'boolean' },
      'app-pace': { type: 'boolean' },
      'no-app-pace': { type: 'boolean' },
      'app-pace-warmup': { type: 'string' },
      'app-pace-seconds': { type: 'string' },
      durable: { type: 'boolean' },
      'profile-sql': { type: 'boolean' },
      'profile-cpu': { type: 'boolean' },
      alone: { type: 'string' },
      seed: { type: 'string' },
      capacity: { type: 'boolean' },
      'capacity-steps': { type: 'string' },
      'capacity-warmup': { type: 'string' },
      'capacity-seconds': { type: 'string' },
      quick: { type: 'boolean' },
      save: { type: 'boolean' },
      'no-save': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const quick = values.quick ?? false;
  const engine = (values.engine ?? 'both') as EngineChoice;
  if (!['pglite', 'postgres', 'both'].includes(engine))
    throw new Error(`--engine must be pglite, postgres or both (got ${engine})`);
  return {
    players: positive('players', values.players, quick ? 20 : 200),
    seconds: positive('seconds', values.seconds, quick ? 10 : 60),
    warmupSeconds: positive('warmup', values.warmup, quick ? 2 : 5, 0),
    ceilingSeconds: positive('ceiling-seconds', values['ceiling-seconds'], quick ? 2 : 5),
    timeScale: positive('time-scale', values['time-scale'], 20),
    poolSize: positive('pool-size', values['pool-size'], SETTING_DEFAULTS.database_pool_size),
    engine,
    scaleOut: !values['no-scale-out'],
    onlyScaleOut: values['scale-out'] ?? false,
    appPace: !values['no-app-pace'],
    onlyAppPace: values['app-pace'] ?? false,
    appPaceWarmupSeconds: positive(
      'app-pace-warmup',
      values['app-pace-warmup'],
      quick ? 20 : 60,
      0,
    ),
    appPaceSeconds: positive('app-pace-seconds', values['app-pace-seconds'], quick ? 20 : 180),
    durable: values.durable ?? false,
    profileSql: values['profile-sql'] ?? false,
    profileCpu: values['profile-cpu'] ?? false,
    alone: getPaths(values.alone),
    seed: positive('seed', values.seed, 1, 0),
    capacity: values.capacity ?? false,
    capacitySteps: (values['capacity-steps'] ?? '250,500,750,1000,1250,1500,2000,2500,3000')
      .split(',')
      .map((step) => positive('capacity-steps', step.trim(), 0)),
    capacityWarmupSeconds: positive(
      'capacity-warmup',
      values['capacity-warmup'],
      quick ? 20 : 60,
      0,
    ),
    capacitySeconds: positive('capacity-seconds', values['capacity-seconds'], quick ? 20 : 60),
    quick,
    save: values['no-save'] ? false : (values.save ?? !quick),
  };
}

function positive(name: string, raw: string | undefined, fallback: number, minimum = 1): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`--${name} must be a whole number of at least ${minimum} (got ${raw})`);
  return value;
}

function getPaths(raw: string | undefined): string[] {
  const paths = (raw ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  const bad = paths.find((path) => !path.startsWith('/'));
  if (bad) throw new Error(`--alone takes paths such as /player/dashboard (got ${bad})`);
  return paths;
}
