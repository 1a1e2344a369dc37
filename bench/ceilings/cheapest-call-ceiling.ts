// The cheapest game call's ceiling: the run's own players, right after they have played, all
// asking for their balance (GET /player/balance: the access token checked, one SQL statement,
// a small JSON answer) with no pause, one request in flight each. No game call costs less, so
// no mix of game calls can be served faster than this on the same server and machine: it
// bounds what the game's throughput can be, next to the two ceilings that have no game in them.
// Any other read can be measured alone the same way (`--alone`), to see what each one costs.
import type { LatencySummary } from '../lib/percentiles';
import type { SignedUpPlayer } from '../load/registration';
import { cpuMsPerCall } from '../lib/resource-monitor';
import { hammer } from './hammer';

const CHEAPEST_CALL_PATH = '/player/balance';

export interface CheapestCallOptions {
  warmupSeconds: number;
  seconds: number;
  serverPids: number[];
  postmasterPid?: number;
}

export interface CallAloneFigures {
  /** `GET <path>`. */
  endpoint: string;
  concurrency: number;
  requests: number;
  perSecond: number;
  errors: number;
  latency: LatencySummary;
  serverCpuCores: number[];
  postgresCpuCores?: number;
  clientCpuCores: number;
  /** Server plus PostgreSQL CPU per call, ms. */
  cpuMsPerCall: number;
  loadAverage: number;
}

export type CheapestCallCeiling = CallAloneFigures;

export function measureCheapestCallCeiling(
  players: readonly SignedUpPlayer[],
  options: CheapestCallOptions,
): Promise<CheapestCallCeiling> {
  return measureCallAlone(players, CHEAPEST_CALL_PATH, options);
}

/** The players, each with one request in flight, asking for `path` (a GET) with no pause. */
export async function measureCallAlone(
  players: readonly SignedUpPlayer[],
  path: string,
  options: CheapestCallOptions,
): Promise<CallAloneFigures> {
  const figures = await hammer({
    ...options,
    concurrency: players.length,
    call: (index) => {
      const player = players[index];
      if (!player) throw new Error(`No player ${index}`);
      return player.client.request('GET', path, { token: player.accessToken });
    },
  });
  return {
    endpoint: `GET ${path}`,
    concurrency: players.length,
    requests: figures.requests,
    perSecond: figures.perSecond,
    errors: figures.errors,
    latency: figures.latency,
    serverCpuCores: figures.usage.serverCpuCores,
    postgresCpuCores: figures.usage.postgresCpuCores,
    clientCpuCores: figures.usage.clientCpuCores,
    cpuMsPerCall: cpuMsPerCall(figures.usage, figures.perSecond),
    loadAverage: figures.usage.loadAverage,
  };
}
