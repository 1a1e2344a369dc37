// The one table mapping each IPC channel that talks to the game server to its HTTP call
// (docs/api-reference.md). Channels answered inside the main process (session:get, app:*) are not
// here.
import type { IpcChannel } from '../../../shared/ipc/channels';
import type { ParsedArgs } from '../validate-invocation';

export type HttpMethod = 'GET' | 'POST';
export type QueryValue = string | number | undefined;

export interface ApiRoute<A> {
  method: HttpMethod;
  path: (args: A) => string;
  body?: (args: A) => unknown;
  query?: (args: A) => Record<string, QueryValue>;
  /** Calls anyone may make: no bearer token, and a 401 is final (no refresh-and-retry). */
  public?: true;
}

/** Answered in the main process; logout is here because its HTTP call needs the refresh token. */
export type LocalChannel = 'session:get' | 'session:logout' | Extract<IpcChannel, `app:${string}`>;
export type HttpChannel = Exclude<IpcChannel, LocalChannel>;

const id = (value: string): string => encodeURIComponent(value);

export const API_ROUTES: { [C in HttpChannel]: ApiRoute<ParsedArgs<C>> } = {
  'session:login': { method: 'POST', path: () => '/auth/login', body: (a) => a, public: true },
  'session:register': { method: 'POST', path: () => '/player', body: (a) => a, public: true },
  'auth:suggestUsername': { method: 'GET', path: () => '/auth/suggest-username', public: true },
  health: { method: 'GET', path: () => '/health', public: true },

  'player:balance': { method: 'GET', path: () => '/player/balance' },
  'player:claimDailyBonus': { method: 'POST', path: () => '/player/claim-daily-bonus' },
  'player:currentRound': { method: 'GET', path: () => '/player/current-round' },
  'player:pendingResults': { method: 'GET', path: () => '/player/pending-results' },
  'player:phrasesets': {
    method: 'GET',
    path: () => '/player/phrasesets',
    query: (a) => ({ ...a }),
  },
  'player:phrasesetsSummary': { method: 'GET', path: () => '/player/phrasesets/summary' },
  'player:unclaimedResults': { method: 'GET', path: () => '/player/unclaimed-results' },
  'player:dashboard': { method: 'GET', path: () => '/player/dashboard' },
  'player:statistics': { method: 'GET', path: () => '/player/statistics' },
  'tutorial:status': { method: 'GET', path: () => '/player/tutorial/status' },
  'tutorial:progress': { method: 'POST', path: () => '/player/tutorial/progress', body: (a) => a },
  'tutorial:reset': { method: 'POST', path: () => '/player/tutorial/reset' },

  'rounds:available': { method: 'GET', path: () => '/rounds/available' },
  'rounds:startPrompt': { method: 'POST', path: () => '/rounds/prompt' },
  'rounds:startCopy': { method: 'POST', path: () => '/rounds/copy' },
  'rounds:startVote': { method: 'POST', path: () => '/rounds/vote' },
  'rounds:submit': {
    method: 'POST',
    path: (a) => `/rounds/${id(a.roundId)}/submit`,
    body: (a) => ({ phrase: a.phrase }),
  },
  'rounds:setFeedback': {
    method: 'POST',
    path: (a) => `/rounds/${id(a.roundId)}/feedback`,
    body: (a) => ({ feedback_type: a.feedbackType }),
  },
  'rounds:getFeedback': { method: 'GET', path: (a) => `/rounds/${id(a.roundId)}/feedback` },

  'phrasesets:vote': {
    method: 'POST',
    path: (a) => `/phrasesets/${id(a.id)}/vote`,
    body: (a) => ({ phrase: a.phrase }),
  },
  'phrasesets:results': { method: 'GET', path: (a) => `/phrasesets/${id(a.id)}/results` },
  'phrasesets:details': { method: 'GET', path: (a) => `/phrasesets/${id(a.id)}/details` },
  'phrasesets:claim': { method: 'POST', path: (a) => `/phrasesets/${id(a.id)}/claim` },

  'quests:list': { method: 'GET', path: () => '/quests' },
  'quests:active': { method: 'GET', path: () => '/quests/active' },
  'quests:claimable': { method: 'GET', path: () => '/quests/claimable' },
  'quests:get': { method: 'GET', path: (a) => `/quests/${id(a.id)}` },
  'quests:claim': { method: 'POST', path: (a) => `/quests/${id(a.id)}/claim` },

  'admin:validatePassword': {
    method: 'POST',
    path: () => '/admin/validate-password',
    body: (a) => a,
  },
  'admin:config': { method: 'GET', path: () => '/admin/config' },
};

/** Calls the session makes on its own, with the stored refresh token. */
export const LOGOUT_ROUTE: ApiRoute<{ refreshToken: string }> = {
  method: 'POST',
  path: () => '/auth/logout',
  body: (a) => ({ refresh_token: a.refreshToken }),
  public: true,
};
export const REFRESH_ROUTE: ApiRoute<{ refreshToken: string }> = {
  method: 'POST',
  path: () => '/auth/refresh',
  body: (a) => ({ refresh_token: a.refreshToken }),
  public: true,
};

export function isHttpChannel(channel: IpcChannel): channel is HttpChannel {
  return Object.prototype.hasOwnProperty.call(API_ROUTES, channel);
}
