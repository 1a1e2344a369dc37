// The load generator's HTTP client: node:http over keep-alive connections (as the desktop
// app's fetch keeps its connection), JSON in and out, timed from the call to the last byte.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface HttpAnswer {
  /** 0 when no response arrived (connection error or timeout). */
  status: number;
  body: unknown;
  ms: number;
  /** Why no response arrived. */
  failure?: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class KeepAliveClient {
  private readonly agent: Agent;
  private readonly host: string;
  private readonly port: number;
  private readonly basePath: string;

  /** `maxSockets` bounds the open connections; requests beyond it wait for a free one. */
  constructor(baseUrl: string, maxSockets: number) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.basePath = url.pathname.replace(/\/$/, '');
    this.agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    return new Promise((resolve) => {
      const call = request(
        {
          agent: this.agent,
          host: this.host,
          port: this.port,
          method,
          path: this.basePath + path,
          headers,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const ms = performance.now() - started;
            resolve({
              status: response.statusCode ?? 0,
              body: parseJson(Buffer.concat(chunks).toString('utf8')),
              ms,
            });
          });
          response.on('error', (error) =>
            resolve({
              status: 0,
              body: undefined,
              ms: performance.now() - started,
              failure: error.message,
            }),
          );
        },
      );
      call.on('timeout', () =>
        call.destroy(new Error(`no response within ${REQUEST_TIMEOUT_MS} ms`)),
      );
      call.on('error', (error) =>
        resolve({
          status: 0,
          body: undefined,
          ms: performance.now() - started,
          failure: error.message,
        }),
      );
      call.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
