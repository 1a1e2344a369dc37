// A stand-in for `fetch` that answers from a routing function and records every call, for
// unit tests of the main-process core without a server.
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
}

export type Route = (
  call: RecordedCall,
) => ScriptedAnswer | Promise<ScriptedAnswer> | 'unreachable';

export function scriptedFetch(route: Route): typeof fetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fake = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const answer = await route(call);
    if (answer === 'unreachable') throw new TypeError('fetch failed');
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return Object.assign(fake, { calls });
}

export const tokenAnswer = (n: number, expiresIn = 900) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'bearer' as const,
  expires_in: expiresIn,
  player_id: '11111111-1111-4111-8111-111111111111',
  username: 'alice1234',
});
