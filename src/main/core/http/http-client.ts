// Sends one HTTP call to the game server and answers with an IpcResult: the parsed body on
// success, a structured IpcError otherwise (status 0 when the server could not be reached).
import type { IpcResult } from '../../../shared/ipc/results';
import { fail, ok, unreachable } from '../ipc-results';
import type { ApiRoute } from './api-routes';
import { errorFromResponse } from './error-from-response';

export type Fetch = typeof fetch;

export interface HttpClientOptions {
  /** The server's base address, e.g. `http://127.0.0.1:8080` or `https://host/api`. */
  baseUrl: () => Promise<string>;
  fetch?: Fetch;
  timeoutMs?: number;
}

export interface HttpClient {
  send<A>(route: ApiRoute<A>, args: A, accessToken?: string): Promise<IpcResult<unknown>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Node loads its fetch implementation (undici) on the first call: about 50 ms of the main
 * thread, measured by `npm run bench:main`. Called while the app starts, before its window
 * exists, so that the first call of a player does not freeze the window instead.
 */
export function loadFetchEarly(): void {
  void fetch('data:,').catch(() => undefined);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async send(route, args, accessToken) {
      let url: URL;
      try {
        url = buildUrl(await options.baseUrl(), route.path(args), route.query?.(args));
      } catch (error) {
        return fail(unreachable(`The game server is not available: ${describe(error)}`));
      }
      const body = route.body?.(args);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (accessToken) headers.authorization = `Bearer ${accessToken}`;

      let response: Response;
      try {
        const doFetch = options.fetch ?? globalThis.fetch;
        response = await doFetch(url, {
          method: route.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return fail(
          unreachable(
            timedOut
              ? 'Request timeout: the game server took too long to answer.'
              : 'Network error: the game server could not be reached.',
          ),
        );
      }

      const parsed = await readJson(response);
      if (!response.ok) return fail(errorFromResponse(response.status, parsed));
      return ok(parsed ?? null);
    },
  };
}

function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, string | number | undefined>,
): URL {
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
