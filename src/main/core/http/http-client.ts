// Sends one call of the endpoint table to the game server and answers with an IpcResult: the
// answer once the table's schema accepted it, a structured IpcError otherwise (status 0 when the
// server could not be reached, `bad_response` when its 2xx answer breaks the table).
import type { z } from 'zod';
import {
  answerSchema,
  ENDPOINTS,
  endpointPath,
  type EndpointAnswer,
  type EndpointName,
} from '../../../shared/api/endpoints';
import type { IpcError, IpcResult } from '../../../shared/ipc/channels';
import { fail, ok, unreachable } from '../ipc-results';
import { systemClock } from '../ports';
import type { CallRequest } from './api-routes';
import { errorFromResponse } from './error-from-response';
import type { ServerClock } from './server-clock';

/**
 * Sends one request: Node's global fetch in tests and the browser harness, Electron's net.fetch
 * in the app (src/main/electron/net-fetch.ts). The client gives it a string URL and a plain
 * RequestInit, and relies on nothing only one of them has (undici's dispatchers, Node's agents).
 */
export type Fetch = typeof fetch;

/**
 * RequestInit's `cache`, which Node's typings leave out; Node's fetch accepts it, and net.fetch
 * hands it to Chromium's network stack.
 */
type RequestInitWithCache = RequestInit & { cache?: 'no-store' };

export interface HttpClientOptions {
  /** The server's base address, e.g. `http://127.0.0.1:8080` or `https://host/api`. */
  baseUrl: () => Promise<string>;
  fetch?: Fetch;
  timeoutMs?: number;
  /** Learns the server's clock from each answer's `Date` header. */
  serverClock?: ServerClock;
  /** This machine's clock (injected in tests). */
  now?: () => number;
}

export interface HttpClient {
  send<N extends EndpointName>(
    name: N,
    request: CallRequest<N>,
    accessToken?: string,
  ): Promise<IpcResult<EndpointAnswer<N>>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Node loads its fetch implementation (undici) on first use: about 50 ms of the main thread,
 * measured by `npm run bench:main`. The app's calls go through Electron's net.fetch, which still
 * builds its Request and Response with those classes of Node's. Called while the app starts,
 * before its window exists, so that the first call of a player does not freeze the window instead.
 */
export function loadFetchEarly(): void {
  void fetch('data:,').catch(() => undefined);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? systemClock;

  return {
    async send(name, request, accessToken) {
      const endpoint = ENDPOINTS[name];
      const path = endpointPath(endpoint, request.params);
      let url: URL;
      try {
        url = buildUrl(await options.baseUrl(), path, request.query);
      } catch (error) {
        return fail(unreachable(`The game server is not available: ${describe(error)}`));
      }
      const body: unknown = request.body;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;

      let response: Response;
      const sentAt = now();
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const doFetch = options.fetch ?? globalThis.fetch;
        const init: RequestInitWithCache = {
          method: endpoint.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: timeout,
          // Every answer fresh from the server: Chromium's network stack (net.fetch) keeps an
          // HTTP cache, which a proxy's caching headers could make answer a poll with an old
          // dashboard, and an old Date header that would skew the server clock.
          cache: 'no-store',
          // The session is the bearer token, sealed by the app: the refresh cookie the server
          // also sets (for browsers) must not land in Chromium's cookie jar beside it.
          credentials: 'omit',
        };
        response = await doFetch(url.href, init);
      } catch {
        // Told by the signal, not by the error: each fetch names its abort error its own way.
        const timedOut = timeout.aborted;
        return fail(
          unreachable(
            timedOut
              ? 'Request timeout: the game server took too long to answer.'
              : 'Network error: the game server could not be reached.',
          ),
        );
      }

      // Any answer tells the time, an error included.
      options.serverClock?.observe(response.headers.get('date'), sentAt, now());
      const parsed = await readJson(response);
      if (!response.ok) return fail(errorFromResponse(response.status, parsed));
      const answer = answerSchema(name).safeParse(parsed ?? null);
      if (!answer.success) return fail(badResponse(`${endpoint.method} ${path}`, answer.error));
      return ok(answer.data);
    },
  };
}

function badResponse(call: string, error: z.ZodError): IpcError {
  const where = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
  return {
    status: 502,
    code: 'bad_response',
    message: `The game server sent an unexpected answer to ${call} (${where}).`,
  };
}

function buildUrl(baseUrl: string, path: string, query?: object): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** Bodies are JSON; a 204 or a non-JSON error page reads as `undefined`. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
