import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once. They depend on nothing in the
 * request (the server uses no CSP nonce), while @fastify/helmet built helmet's middleware
 * again, parsing the whole CSP, on every request: about 4 % of the server's CPU on a
 * dashboard poll under load (`npm run bench -- --profile-cpu`).
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let outcome: { error?: unknown } | undefined;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      outcome = { error };
    },
  );
  // helmet's middlewares are synchronous; one that was not would leave headers unset.
  if (!outcome) throw new Error('helmet did not finish synchronously');
  if (outcome.error) throw outcome.error;
  return Object.fromEntries(headers);
}
