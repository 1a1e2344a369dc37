// The signed-in session: tokens, their expiry, refresh, and authorized calls
// (docs/product.md#session). The access token is refreshed before it expires; a 401 on an
// authorized call triggers exactly one refresh-and-retry; a refused refresh ends the session.
import type { TokenResponse } from '../../../shared/api/auth';
import type { EndpointAnswer, EndpointName } from '../../../shared/api/endpoints';
import type { IpcEvents } from '../../../shared/ipc/events';
import type { IpcResult, SessionInfo } from '../../../shared/ipc/channels';
import type { CallRequest } from '../http/api-routes';
import type { HttpClient } from '../http/http-client';
import { fail, notSignedIn, ok } from '../ipc-results';
import type { Logger } from '../ports';
import type { SessionStorage, StoredSession } from './session-storage';

/** docs/product.md#session: the stored expiry is 5 seconds before the real one. */
export const TOKEN_EXPIRY_MARGIN_MS = 5_000;

export type SessionEndReason = IpcEvents['session:ended']['reason'];

export interface Session {
  info(): SessionInfo | null;
  /** Changes whenever a session starts or ends, so late answers for an old session are dropped. */
  generation(): number;
  restore(): Promise<boolean>;
  /** Settles once the restore under way, if any, has finished: the session is then known. */
  restored(): Promise<void>;
  /** Login or registration: on success the answer's tokens become the session. */
  signIn<N extends 'login' | 'register'>(
    name: N,
    request: CallRequest<N>,
  ): Promise<IpcResult<EndpointAnswer<N>>>;
  logout(): Promise<void>;
  end(reason: SessionEndReason): void;
  /** An authenticated call with the current access token. */
  request<N extends EndpointName>(
    name: N,
    request: CallRequest<N>,
  ): Promise<IpcResult<EndpointAnswer<N>>>;
}

export function createSession(options: {
  http: HttpClient;
  storage: SessionStorage;
  now: () => number;
  logger: Logger;
  onEnded: (reason: SessionEndReason) => void;
}): Session {
  const { http, storage, now, logger } = options;
  let current: StoredSession | null = null;
  let generation = 0;
  let refreshing: Promise<IpcResult<string>> | null = null;
  // Reading the stored session means unlocking the keychain, which can take seconds (a locked
  // keyring, a keychain prompt) while the window already loads: the window's question "who is
  // signed in?" and a sign-in wait for it, so that neither acts on a session about to change.
  let restoring: Promise<unknown> = Promise.resolve();

  const adopt = async (tokens: TokenResponse): Promise<void> => {
    current = {
      username: tokens.username,
      playerId: tokens.player_id,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: now() + tokens.expires_in * 1000 - TOKEN_EXPIRY_MARGIN_MS,
    };
    await storage.save(current);
  };

  /** A new session, or none: calls from now on never join the refresh of the one before. */
  const nextGeneration = (): void => {
    generation += 1;
    refreshing = null;
  };

  const end = (reason: SessionEndReason): void => {
    if (!current) return;
    current = null;
    nextGeneration();
    storage.clear();
    options.onEnded(reason);
  };

  const refreshOnce = async (): Promise<IpcResult<string>> => {
    const session = current;
    if (!session) return fail(notSignedIn());
    const startedIn = generation;
    const answer = await http.send('refresh', { body: { refresh_token: session.refreshToken } });
    if (startedIn !== generation) return fail(notSignedIn());
    if (!answer.ok) {
      // A refused refresh token (expired, revoked, or reused) ends the session; a network
      // error or a busy server does not: the next call tries again.
      if (answer.error.status === 401 || answer.error.status === 403) end('expired');
      return answer;
    }
    await adopt(answer.data);
    return ok(answer.data.access_token);
  };

  /** One refresh at a time: concurrent callers share it (the server rotates refresh tokens). */
  const refresh = (): Promise<IpcResult<string>> => {
    if (refreshing) return refreshing;
    const started = refreshOnce().finally(() => {
      // A session that ended meanwhile may have a refresh of its own by now: not this one's.
      if (refreshing === started) refreshing = null;
    });
    refreshing = started;
    return started;
  };

  const validAccessToken = (): Promise<IpcResult<string>> => {
    if (!current) return Promise.resolve(fail(notSignedIn()));
    if (now() < current.expiresAt && !refreshing) return Promise.resolve(ok(current.accessToken));
    return refresh();
  };

  return {
    info: () => (current ? { username: current.username, playerId: current.playerId } : null),
    generation: () => generation,

    restore() {
      const restoringNow = (async () => {
        current = await storage.load();
        nextGeneration();
        return current !== null;
      })();
      restoring = restoringNow.catch(() => undefined);
      return restoringNow;
    },

    restored: () => restoring.then(() => undefined),

    async signIn(name, request) {
      await restoring;
      const answer = await http.send(name, request);
      if (!answer.ok) return answer;
      nextGeneration();
      await adopt(answer.data);
      return answer;
    },

    async logout() {
      const session = current;
      if (!session) return;
      end('logout');
      // Revoking on the server is best effort: locally the session is already gone.
      const answer = await http.send('logout', { body: { refresh_token: session.refreshToken } });
      if (!answer.ok)
        logger.warn(`Logout was not confirmed by the server: ${answer.error.message}`);
    },

    end,

    async request(name, request) {
      const startedIn = generation;
      const token = await validAccessToken();
      if (!token.ok) return token;
      const first = await http.send(name, request, token.data);
      if (first.ok || first.error.status !== 401 || startedIn !== generation || !current?.username)
        return first;

      // Another call may already have refreshed while this one was in flight.
      const retryToken =
        current.accessToken !== token.data ? ok(current.accessToken) : await refresh();
      if (!retryToken.ok) return retryToken;
      const retry = await http.send(name, request, retryToken.data);
      if (!retry.ok && retry.error.status === 401 && startedIn === generation) end('revoked');
      return retry;
    },
  };
}
