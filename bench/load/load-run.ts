// A timed load: sign the players up, let them all play, count the requests of a window that
// starts after a warm-up, then let every player finish the round it is in before returning.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LatencySummary } from '../lib/percentiles';
import { startResourceMonitor, type ResourceUsage } from '../lib/resource-monitor';
import { seededRandom } from '../lib/seeded-random';
import type { TimeScale } from './app-timings';
import { GameApi } from './game-api';
import { KeepAliveClient } from './http-client';
import type { PhraseWriter } from './phrase-writer';
import { signUpPlayers, type SignedUpPlayer } from './registration';
import { RequestLog, type EndpointFigures } from './request-log';
import { playUntilStopped } from './simulated-player';

export interface LoadOptions {
  serverUrls: string[];
  /** Server process ids, for their CPU and memory. */
  serverPids: number[];
  postmasterPid?: number;
  players: number;
  warmupSeconds: number;
  seconds: number;
  scale: TimeScale;
  writer: PhraseWriter;
  seed: number;
  /** Called as the measured window opens and closes (e.g. to profile just that window). */
  onWindowStart?: () => void;
  onWindowEnd?: () => void;
  /** Called once every player has finished, with the signed-up players, before the clients close. */
  afterPlay?: (players: readonly SignedUpPlayer[]) => Promise<void>;
}

export interface LoadFigures {
  players: number;
  /** Length of the measured window. */
  seconds: number;
  requests: number;
  /** Game requests per second in the window: every call of the loop and the polling. */
  actionsPerSecond: number;
  errors: number;
  refusals: number;
  overall: LatencySummary;
  endpoints: EndpointFigures[];
  errorSamples: string[];
  signUp: { seconds: number; latency: LatencySummary };
  usage: ResourceUsage;
}

/** Players still inside a round when time is up get this long to finish it. */
const WIND_DOWN_LIMIT_MS = 60_000;

/**
 * Requests one player can have in flight at once: a game call, the dashboard poll with the
 * claimable quests, and the balance poll. Each desktop app has its own connections, so the
 * shared client must never make a player's request wait for another player's socket (with
 * fewer sockets, requests queued inside the load generator and were counted as slow answers).
 */
const CONCURRENT_REQUESTS_PER_PLAYER = 4;

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const clients = options.serverUrls.map(
    (url) => new KeepAliveClient(url, options.players * CONCURRENT_REQUESTS_PER_PLAYER),
  );
  try {
    const signUpLog = new RequestLog();
    signUpLog.startWindow();
    const signUpStarted = performance.now();
    const signedUp = await signUpPlayers(
      clients,
      options.players,
      randomUUID().slice(0, 8),
      signUpLog,
    );
    const signUpSeconds = (performance.now() - signUpStarted) / 1000;

    const log = new RequestLog();
    let running = true;
    const players = signedUp.map((player, index) =>
      playUntilStopped({
        api: new GameApi(player.client, log, player.accessToken),
        writer: options.writer,
        scale: options.scale,
        random: seededRandom(options.seed + index),
        isRunning: () => running,
      }),
    );

    await sleep(options.warmupSeconds * 1000);
    log.startWindow();
    options.onWindowStart?.();
    const monitor = startResourceMonitor(options.serverPids, options.postmasterPid);
    await sleep(options.seconds * 1000);
    log.endWindow();
    const usage = monitor.stop();
    options.onWindowEnd?.();
    running = false;
    await Promise.race([Promise.all(players), sleep(WIND_DOWN_LIMIT_MS)]);
    await options.afterPlay?.(signedUp);

    const endpoints = log.byEndpoint();
    const overall = log.overall();
    return {
      players: options.players,
      seconds: usage.seconds,
      requests: overall.count,
      actionsPerSecond: overall.count / usage.seconds,
      errors: endpoints.reduce((sum, endpoint) => sum + endpoint.errors, 0),
      refusals: endpoints.reduce(
        (sum, endpoint) => sum + Object.values(endpoint.refusals).reduce((a, b) => a + b, 0),
        0,
      ),
      overall,
      endpoints,
      errorSamples: log.sampleErrors(),
      signUp: { seconds: signUpSeconds, latency: signUpLog.overall() },
      usage,
    };
  } finally {
    for (const client of clients) client.close();
  }
}
