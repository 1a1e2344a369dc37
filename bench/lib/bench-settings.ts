// The game server's environment during the benchmark. Only what the benchmark must change is
// changed, each for a reason given below; every other setting keeps its default, whatever the
// caller's shell has set.
import { randomBytes } from 'node:crypto';
import { envVarName, SETTING_NAMES } from '../../src/server/settings/from-env';
import type { TimeScale } from '../load/app-timings';
import { SETTING_DEFAULTS } from '../../src/server/settings/schema';

export interface GameServerPlacement {
  /** PostgreSQL; absent for the embedded PGlite engine. */
  databaseUrl?: string;
  /** PGlite's folder (and the development files' folder on PostgreSQL). */
  dataDir: string;
  poolSize: number;
}

/** One secret per run, shared by the scale-out servers so either accepts the other's tokens. */
const TOKEN_SECRET = randomBytes(32).toString('hex');

/** High enough never to trip. */
const UNLIMITED = '1000000000';

export function gameServerEnv(placement: GameServerPlacement, scale: TimeScale): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SETTING_NAMES) delete env[envVarName(name)];
  const settings: Record<string, string | number | undefined> = {
    host: '127.0.0.1',
    port: 0,
    database_url: placement.databaseUrl,
    data_dir: placement.dataDir,
    database_pool_size: placement.poolSize,
    token_secret: TOKEN_SECRET,
    admin_password: 'bench-admin-password',
    // Every simulated player connects from 127.0.0.1, and acts faster than a person by the
    // time scale: the per-IP and per-player limits would refuse them, not protect anything.
    rate_limit_login_per_ip: UNLIMITED,
    rate_limit_login_per_email: UNLIMITED,
    rate_limit_register_per_ip: UNLIMITED,
    rate_limit_register_per_email: UNLIMITED,
    rate_limit_public_per_ip: UNLIMITED,
    rate_limit_player: UNLIMITED,
    // Each desktop app has an address of its own; here all of them share 127.0.0.1 with up to
    // four connections each, and the per-address cap (64) would close most of them unread.
    max_connections_per_address: 0,
    // The game's clocks run at the players' speed (see app-timings.ts).
    prompt_round_seconds: scale.seconds(SETTING_DEFAULTS.prompt_round_seconds),
    copy_round_seconds: scale.seconds(SETTING_DEFAULTS.copy_round_seconds),
    vote_round_seconds: scale.seconds(SETTING_DEFAULTS.vote_round_seconds),
    grace_period_seconds: scale.seconds(SETTING_DEFAULTS.grace_period_seconds),
    vote_closing_window_seconds: scale.seconds(SETTING_DEFAULTS.vote_closing_window_seconds),
    vote_minimum_window_seconds: scale.seconds(SETTING_DEFAULTS.vote_minimum_window_seconds),
    // Backup players stay out of the measurement: the load is the simulated players' alone
    // (off, and should they be on, too patient to act within a run).
    ai_backup_enabled: 'false',
    ai_backup_delay_minutes: UNLIMITED,
  };
  for (const [name, value] of Object.entries(settings)) {
    if (value !== undefined) env[envVarName(name)] = String(value);
  }
  env.NODE_ENV = 'production';
  return env;
}
