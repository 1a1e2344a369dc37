import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake server received it. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type FakeHandler = (request: ReceivedRequest, response: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 standing in for OpenAI or Gemini: tests set how it
 * answers and read what it received, so the providers' fetch, timeout and error paths
 * run for real.
 */
export interface FakeModelServer {
  baseUrl: string;
  received: ReceivedRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const received: ReceivedRequest[] = [];
  let handler: FakeHandler = (_request, response) => sendJson(response, 500, {});
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text === '' ? null : JSON.parse(text),
      };
      received.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Requests a test left hanging (the timeout case) would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An OpenAI chat completion whose first choice says `content`. */
export function openAiAnswer(content: string): unknown {
  return { choices: [{ index: 0, message: { role: 'assistant', content } }] };
}

/** A Gemini generateContent answer whose first candidate says `text`. */
export function geminiAnswer(text: string): unknown {
  return { candidates: [{ content: { role: 'model', parts: [{ text }] } }] };
}
