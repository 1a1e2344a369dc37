// The main process's behaviour behind one object: the renderer's calls (`invoke`), the session,
// background polling, notifications and the tray state. It never imports `electron`: the app
// (src/main/index.ts) and the browser tests give it the same ports.
import { ENDPOINTS, type Endpoint } from '../../shared/api/endpoints';
import { API_CHANNELS, type ApiChannel, type IpcResult } from '../../shared/ipc/channels';
import type { EmbeddedServerStatus } from '../../shared/ipc/events';
import { createHandlers, type HandledChannel } from './handlers';
import { API_REQUESTS } from './http/api-routes';
import { createHttpClient, type Fetch } from './http/http-client';
import { createServerClock } from './http/server-clock';
import { fail, internalError } from './ipc-results';
import { createBackgroundPolling } from './polling/background-polling';
import {
  changedDespiteRefusal,
  FRESH_DASHBOARD_WAIT_MS,
  PLAYER_CHANGING_CHANNELS,
} from './polling/player-changes';
import { createPollTasks } from './polling/poll-tasks';
import {
  consoleLogger,
  systemClock,
  systemTimers,
  type DesktopActions,
  type Emit,
  type KeyValueStore,
  type Logger,
  type Notifier,
  type SecretBox,
  type Timers,
  type TrayPresenter,
} from './ports';
import { createFinishedResults } from './results/finished-results';
import { createResultClaims } from './results/result-claims';
import { createSession, type SessionEndReason } from './session/session';
import { createSessionStorage } from './session/session-storage';
import { createSettings } from './settings';
import { createAppUpdates, type AppUpdates } from './updates/app-updates';
import { validateInvocation, type Invocation } from './validate-invocation';

export interface AppCoreOptions {
  store: KeyValueStore;
  secretBox?: SecretBox;
  emit: Emit;
  /** The embedded server's address; used when the settings name no server. */
  resolveServerUrl: () => Promise<string>;
  notifier?: Notifier;
  tray?: TrayPresenter;
  timers?: Timers;
  now?: () => number;
  env?: Record<string, string | undefined>;
  /** Opening links and focusing the window; no-ops when absent (browser tests). */
  desktop?: DesktopActions;
  fetch?: Fetch;
  logger?: Logger;
  /** The app's own updates; off when absent (tests and the browser harness). */
  updates?: AppUpdates;
  /**
   * Stops the embedded server until `resolveServerUrl` is next called (the player chose another
   * server); absent when nothing runs one (tests and the browser harness).
   */
  stopEmbeddedServer?: () => Promise<void>;
}

export interface AppCore {
  /** Validates `args` against the contract, then answers; never throws. */
  invoke(channel: string, args: unknown): Promise<IpcResult<unknown>>;
  setFocused(focused: boolean): void;
  /** The embedded server's process changed state: the renderer is told, and polls resume at once. */
  serverStatusChanged(status: EmbeddedServerStatus): void;
  /**
   * A page (re)loaded: it starts out believing the server is up, so a state told before (a
   * restart under way) is told again.
   */
  pageLoaded(): void;
  /** Restores a stored session (and starts polling for it) and warms up the embedded server. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const NO_DESKTOP: DesktopActions = { openExternal: async () => {}, focusWindow: () => {} };

export function createAppCore(options: AppCoreOptions): AppCore {
  const { emit, tray } = options;
  const now = options.now ?? systemClock;
  const timers = options.timers ?? systemTimers;
  const logger = options.logger ?? consoleLogger;
  const desktop = options.desktop ?? NO_DESKTOP;

  const settings = createSettings({ store: options.store, env: options.env ?? {}, logger });
  const serverClock = createServerClock();
  const http = createHttpClient({
    baseUrl: async () => settings.get().serverUrl || (await options.resolveServerUrl()),
    fetch: options.fetch,
    serverClock,
    now,
  });
  const forgetSessionState = (): void => {
    polling.stopAll();
    results.reset();
    tasks.reset();
    tray?.setAlert(false);
    tray?.setBalance(null);
  };
  const session = createSession({
    http,
    storage: createSessionStorage({ store: options.store, secretBox: options.secretBox, logger }),
    now,
    logger,
    onEnded: (reason: SessionEndReason) => {
      forgetSessionState();
      emit('session:ended', { reason });
    },
  });
  const results = createFinishedResults({
    claim: createResultClaims({
      session,
      store: options.store,
      serverUrl: () => settings.get().serverUrl,
    }),
    emit,
    notifier: options.notifier,
    tray,
    desktop,
    logger,
    notificationsEnabled: () => settings.get().notificationsEnabled,
  });
  const tasks = createPollTasks({ session, emit, results, tray, now, serverClock });
  const polling = createBackgroundPolling({ tasks, timers, now });

  const beginSession = (): void => {
    forgetSessionState();
    polling.startSession();
  };

  let serverStatus: EmbeddedServerStatus | undefined;
  /** Whether the embedded server is the one in use: only then does its state reach the window. */
  const usesEmbeddedServer = (): boolean => !settings.get().serverUrl;

  const warmUpEmbeddedServer = (): void => {
    options.resolveServerUrl().catch((error: unknown) => {
      logger.warn(`The embedded game server did not start: ${String(error)}`);
    });
  };

  const serverAddressChanged = (serverUrl: string): void => {
    serverClock.reset();
    if (!serverUrl) {
      warmUpEmbeddedServer();
      return;
    }
    // Another server: the embedded one stops, and a banner it put up ("Reconnecting…") goes.
    options.stopEmbeddedServer?.().catch((error: unknown) => {
      logger.warn(`The embedded game server did not stop: ${String(error)}`);
    });
    emit('server:status', { status: 'ready' });
  };

  const updates =
    options.updates ??
    createAppUpdates({
      engine: null,
      disabledReason: 'Updates are off in this build.',
      currentVersion: '0.0.0',
      emit,
      timers,
      logger,
    });
  const handlers = createHandlers({
    session,
    serverClock,
    settings,
    polling,
    desktop,
    updates,
    beginSession,
    serverAddressChanged,
  });

  const dispatch = (invocation: Invocation): Promise<IpcResult<unknown>> => {
    const { channel, args } = invocation;
    // The channel/argument pairing was checked by validateInvocation; TypeScript cannot follow
    // it through the union, hence the widened handler types.
    if (Object.hasOwn(handlers, channel)) {
      return (
        handlers[channel as HandledChannel] as (args: unknown) => Promise<IpcResult<unknown>>
      )(args);
    }
    const name = API_CHANNELS[channel as ApiChannel];
    const request = (API_REQUESTS[channel as ApiChannel] as (args: unknown) => object)(args);
    const endpoint: Endpoint = ENDPOINTS[name];
    return endpoint.public ? http.send(name, request) : session.request(name, request);
  };

  /** Pushes the dashboard as it is after a change, waiting a bounded time for it. */
  const pushFreshDashboard = async (): Promise<void> => {
    tasks.playerChanged();
    let timer: unknown;
    const waited = new Promise<void>((resolve) => {
      timer = timers.setTimeout(resolve, FRESH_DASHBOARD_WAIT_MS);
    });
    await Promise.race([polling.refreshDashboard(), waited]);
    timers.clearTimeout(timer);
  };

  const dispatchAndRefresh = async (invocation: Invocation): Promise<IpcResult<unknown>> => {
    const sessionBefore = session.generation();
    const answer = await dispatch(invocation);
    // The player viewed a result: an announce answer still under way must not notify of it. (A
    // view answered after a sign-out was another session's: the next player is told of it.)
    const sameSession = session.generation() === sessionBefore;
    if (answer.ok && sameSession && invocation.channel === 'phrasesets:claim')
      results.viewed(invocation.args.id);
    const changed = answer.ok || changedDespiteRefusal(answer.error);
    if (changed && PLAYER_CHANGING_CHANNELS.has(invocation.channel) && session.info()) {
      await pushFreshDashboard();
    }
    return answer;
  };

  return {
    async invoke(channel, args) {
      const checked = validateInvocation(channel, args);
      if (!checked.ok) {
        logger.warn(`Refused a call from the window: ${checked.detail}`);
        return fail(checked.error);
      }
      try {
        return await dispatchAndRefresh(checked.invocation);
      } catch (error) {
        logger.warn(
          `${String(channel)} failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
        return fail(internalError('Something went wrong in the app. Please try again.'));
      }
    },

    setFocused: (focused) => polling.setFocused(focused),

    serverStatusChanged(status) {
      const restarted = status === 'ready' && serverStatus === 'restarting';
      serverStatus = status;
      // With a server address configured, the embedded server's state says nothing about the
      // server the player talks to.
      if (!usesEmbeddedServer()) return;
      emit('server:status', { status });
      // Back after a restart: what the player sees catches up now, not at the next poll.
      if (restarted && session.info()) void polling.refreshDashboard();
    },

    pageLoaded() {
      if (usesEmbeddedServer() && serverStatus !== undefined && serverStatus !== 'ready')
        emit('server:status', { status: serverStatus });
    },

    async start() {
      if (await session.restore()) polling.startSession();
      if (usesEmbeddedServer()) warmUpEmbeddedServer();
    },

    async stop() {
      polling.dispose();
    },
  };
}
