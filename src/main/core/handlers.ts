// The channels answered in the main process rather than by a plain HTTP call: the session
// (login and registration answers become the session), settings, and window actions.
import type { IpcResult, IpcResults } from '../../shared/ipc/channels';
import type { LocalChannel } from './http/api-routes';
import type { ServerClock } from './http/server-clock';
import { fail, invalidRequest, notSignedIn, ok } from './ipc-results';
import type { BackgroundPolling } from './polling/background-polling';
import type { DesktopActions } from './ports';
import type { Session } from './session/session';
import type { Settings } from './settings';
import type { AppUpdates } from './updates/app-updates';
import type { ParsedArgs } from './validate-invocation';
import { isWebUrl } from './web-url';

export type HandledChannel = LocalChannel | 'session:login' | 'session:register';
export type Handlers = {
  [C in HandledChannel]: (args: ParsedArgs<C>) => Promise<IpcResult<IpcResults[C]>>;
};

export function createHandlers(deps: {
  session: Session;
  serverClock: Pick<ServerClock, 'offsetMs'>;
  settings: Settings;
  polling: BackgroundPolling;
  desktop: DesktopActions;
  updates: AppUpdates;
  /** Resets what the previous session left and starts polling. */
  beginSession: () => void;
  /** The server address changed (empty: the embedded server). */
  serverAddressChanged: (serverUrl: string) => void;
}): Handlers {
  const { session, settings, polling, desktop, updates, beginSession } = deps;
  return {
    'session:get': async () => {
      await session.restored();
      return ok(session.info());
    },
    'session:login': async (args) => {
      const answer = await session.signIn('login', { body: args });
      if (!answer.ok) return answer;
      beginSession();
      return ok({ username: answer.data.username, playerId: answer.data.player_id });
    },
    'session:register': async (args) => {
      const answer = await session.signIn('register', { body: args });
      if (!answer.ok) return answer;
      beginSession();
      const { username, player_id, balance, message } = answer.data;
      return ok({ username, playerId: player_id, balance, message });
    },
    'session:logout': async () => {
      await session.logout();
      return ok(null);
    },
    'app:getSettings': async () => ok(settings.get()),
    'app:setSettings': async (args) => {
      const switching = args.serverUrl !== undefined && args.serverUrl !== settings.get().serverUrl;
      // Tokens are only valid on the server that issued them: the session ends, revoked there
      // (best effort, as a logout) while its address is still the one in use.
      if (switching) await session.logout();
      const after = settings.update(args);
      if (switching) deps.serverAddressChanged(after.serverUrl);
      return ok(after);
    },
    'app:openExternal': async ({ url }) => {
      if (!isWebUrl(url)) return fail(invalidRequest('Only http and https links can be opened.'));
      await desktop.openExternal(url);
      return ok(null);
    },
    'app:focusWindow': async () => {
      desktop.focusWindow();
      return ok(null);
    },
    'app:watchPhraseset': async ({ id }) => {
      if (id !== null && !session.info()) return fail(notSignedIn());
      polling.watchPhraseset(id);
      return ok(null);
    },
    'app:refreshDashboard': async () => {
      void polling.refreshDashboard();
      return ok(null);
    },
    'app:serverClock': async () => ok({ offset_ms: deps.serverClock.offsetMs() }),
    'app:updateStatus': async () => ok(updates.status()),
    'app:checkForUpdates': async () => ok(await updates.check()),
    'app:installUpdate': async () =>
      updates.install() ? ok(null) : fail(invalidRequest('No downloaded update is ready.')),
  };
}
