// The HTTP fuzz loop over `app.inject`: generated requests on every endpoint, each answer
// judged by the oracles, the game clock moved (and the sweep run) every so often, and the
// ledger audited at the end. Deterministic for a given seed, app settings and start time.
import type { FastifyInstance } from 'fastify';
import type { TestClock } from '../../../src/server/clock';
import { runGameSweep } from '../../../src/server/game/engine/sweep';
import { checkLedger } from '../../../src/server/ledger';
import { Random } from '../common/random';
import { endpointName, endpointsOf } from './endpoints';
import { learnFromAnswer } from './learn';
import { ledgerFingerprint } from './ledger-fingerprint';
import { judgeAnswer } from './oracles';
import type { FuzzRequest } from './fuzz-request';
import { RequestFactory } from './request-factory';
import { World } from './world';

export interface HttpFuzzOptions {
  /** Built with a test clock (`buildApp`), not listening, background jobs not running. */
  app: FastifyInstance;
  clock: TestClock;
  requests: number;
  seed: number;
  /** Players registered before the first request (more join through POST /player). */
  players?: number;
  /** Stop at the first failure (for replaying one). */
  stopOnFailure?: boolean;
  onProgress?: (done: number) => void;
}

export interface FuzzFailure {
  index: number;
  kind: string;
  message: string;
  request: string;
  answer: string;
}

export interface HttpFuzzReport {
  seed: number;
  requests: number;
  durationMs: number;
  statuses: Map<number, number>;
  /** Answers per endpoint of the OpenAPI document, to show each was reached. */
  byEndpoint: Map<string, { total: number; ok: number }>;
  failures: FuzzFailure[];
  ledgerViolations: string[];
}

/** Every this many requests the clock moves on and the sweep runs, as the background job would. */
const TICK_EVERY = 120;
const MAX_FAILURES_KEPT = 50;

export async function runHttpFuzz(options: HttpFuzzOptions): Promise<HttpFuzzReport> {
  const { app, clock } = options;
  const ctx = app.serverContext;
  const random = new Random(options.seed);
  const endpoints = endpointsOf(app);
  const world = new World();
  const factory = new RequestFactory(endpoints, world, random, ctx, ctx.settings.admin_password);
  const report: HttpFuzzReport = {
    seed: options.seed,
    requests: 0,
    durationMs: 0,
    statuses: new Map(),
    byEndpoint: new Map(endpoints.map((endpoint) => [endpointName(endpoint), { total: 0, ok: 0 }])),
    failures: [],
    ledgerViolations: [],
  };
  const fail = (index: number, kind: string, message: string, request: string, answer: string) => {
    if (report.failures.length < MAX_FAILURES_KEPT)
      report.failures.push({ index, kind, message, request, answer });
  };

  await registerPlayers(app, world, options.players ?? 10);
  const started = performance.now();
  let fingerprint = await ledgerFingerprint(ctx.db);

  for (let index = 0; index < options.requests; index += 1) {
    if (index > 0 && index % TICK_EVERY === 0) {
      clock.advance(
        random.weighted([
          [6, random.int(0, 90_000)],
          [2, 10 * 60_000],
          [1, 25 * 3600_000],
        ]),
      );
      await runGameSweep(ctx).catch((error: unknown) =>
        fail(index, 'sweep', String(error), 'sweep', ''),
      );
      fingerprint = await ledgerFingerprint(ctx.db);
      options.onProgress?.(index);
    }
    const request = factory.next();
    let status: number;
    let body: string;
    try {
      const reply = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      status = reply.statusCode;
      body = reply.body;
    } catch (error) {
      fail(index, 'throw', `app.inject threw: ${String(error)}`, describe(request), '');
      continue;
    }
    report.requests += 1;
    report.statuses.set(status, (report.statuses.get(status) ?? 0) + 1);
    if (request.endpoint) {
      const counts = report.byEndpoint.get(endpointName(request.endpoint));
      if (counts) {
        counts.total += 1;
        if (status < 300) counts.ok += 1;
      }
    }

    const after = await ledgerFingerprint(ctx.db);
    for (const verdict of judgeAnswer(request, status, body, world, after !== fingerprint)) {
      fail(
        index,
        verdict.kind,
        verdict.message,
        describe(request),
        `${status} ${body.slice(0, 300)}`,
      );
    }
    fingerprint = after;
    learnFromAnswer(world, request, status, parseBody(body));
    if (options.stopOnFailure && report.failures.length > 0) break;
  }

  report.durationMs = performance.now() - started;
  report.ledgerViolations = (await checkLedger(ctx.db)).map((violation) => violation.message);
  return report;
}

async function registerPlayers(app: FastifyInstance, world: World, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const email = `fuzz-player-${index}@example.com`;
    const password = `fuzz password ${index}`;
    const reply = await app.inject({
      method: 'POST',
      url: `${app.serverContext.settings.base_path}/player`,
      payload: { email, password },
    });
    if (reply.statusCode !== 201)
      throw new Error(`Could not register fuzz player ${index}: ${reply.statusCode} ${reply.body}`);
    const body = reply.json<{
      player_id: string;
      username: string;
      access_token: string;
      refresh_token: string;
    }>();
    world.addPlayer({
      playerId: body.player_id,
      username: body.username,
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      email,
      password,
    });
  }
}

/** The request as one line a person can replay (bodies cut to a readable length). */
function describe(request: FuzzRequest): string {
  const auth =
    request.headers.authorization === undefined ? 'no token' : `${request.credential} token`;
  const body =
    request.payload === undefined
      ? ''
      : ` ${request.headers['content-type'] ?? ''} ${request.payload.slice(0, 200)}`;
  return `[${request.intent}] ${request.method} ${request.url.slice(0, 200)} (${auth})${body}`;
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
