// A scripted game server behind `scriptedFetch`: issues and rotates tokens like the real one
// (docs/api.md#authentication) and answers the player calls the pollers make, with bodies the endpoint
// table accepts (main checks every answer). Tests flip its knobs.
import type { PhrasesetStatus, Quest } from '../../../src/shared/api';
import {
  dashboard as dashboardBody,
  health,
  phrasesetDetails,
  player,
  questList,
  statistics,
} from './fixtures';
import {
  scriptedFetch,
  tokenAnswer,
  type RecordedCall,
  type ScriptedAnswer,
} from './scripted-fetch';

export const PASSWORD = 'correct-horse-battery';

export function fakeGame() {
  let issued = 0;
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const knobs = {
    expiresIn: 900,
    /** Replaces the refresh answer (e.g. a 500, or the network down). */
    refreshAnswer: undefined as ScriptedAnswer | 'unreachable' | undefined,
    dashboard: dashboardBody(),
    claimableQuests: [] as Quest[],
    phrasesetStatus: 'voting' as PhrasesetStatus,
    /** The answer to POST /player/results/announce; by default a server without that call. */
    announce: { status: 404, body: { detail: 'Not Found' } } as ScriptedAnswer,
  };

  const issue = (extra: object = {}): ScriptedAnswer => {
    issued += 1;
    const tokens = tokenAnswer(issued, knobs.expiresIn);
    accessTokens.add(tokens.access_token);
    refreshTokens.add(tokens.refresh_token);
    return { status: 200, body: { ...tokens, ...extra } };
  };
  const body = (call: RecordedCall) => (call.body ?? {}) as Record<string, string>;

  const fetch = scriptedFetch((call) => {
    switch (`${call.method} ${call.path}`) {
      case 'POST /auth/login':
        return body(call).password === PASSWORD
          ? issue()
          : { status: 401, body: { detail: 'invalid_credentials' } };
      case 'POST /player':
        return { ...issue({ balance: 1000, message: 'Welcome!' }), status: 201 };
      case 'POST /auth/refresh': {
        if (knobs.refreshAnswer) return knobs.refreshAnswer;
        const presented = body(call).refresh_token ?? '';
        if (!refreshTokens.delete(presented))
          return { status: 401, body: { detail: 'invalid_token' } };
        return issue();
      }
      case 'POST /auth/logout':
        refreshTokens.delete(body(call).refresh_token ?? '');
        return { status: 204 };
      case 'GET /health':
        return { status: 200, body: health() };
      case 'GET /auth/suggest-username':
        return { status: 200, body: { suggested_username: 'alice1234' } };
    }
    const token = call.authorization?.replace(/^Bearer /, '') ?? '';
    if (!accessTokens.has(token)) return { status: 401, body: { detail: 'invalid_token' } };
    switch (call.path) {
      case '/player/balance':
        return { status: 200, body: player() };
      case '/player/dashboard':
        return { status: 200, body: knobs.dashboard };
      case '/quests/claimable':
        return { status: 200, body: knobs.claimableQuests };
      case '/quests':
        return { status: 200, body: questList(knobs.claimableQuests) };
      case '/player/statistics':
        return { status: 200, body: statistics() };
      case '/rounds/available':
        return { status: 200, body: knobs.dashboard.round_availability };
      case '/player/results/announce':
        return knobs.announce;
      default: {
        const details = /^\/phrasesets\/([^/]+)\/details$/.exec(call.path);
        if (details)
          return { status: 200, body: phrasesetDetails(details[1]!, knobs.phrasesetStatus) };
        return { status: 200, body: { path: call.path } };
      }
    }
  });

  return {
    fetch,
    knobs,
    /** The server forgets an access token (as after a restart with a new secret). */
    rejectAccessToken: (token: string) => accessTokens.delete(token),
    rejectAllAccessTokens: () => accessTokens.clear(),
    callsTo: (path: string) => fetch.calls.filter((call) => call.path === path),
  };
}
