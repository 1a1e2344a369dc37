// Runs the embedded game server in a process of its own and keeps it running: started on first
// need, restarted after a crash or once it stops giving signs of life (requests wait for the new
// process instead of failing), stopped cleanly on quit. It never imports electron: the app hands
// it a utilityProcess-backed spawn, tests a Node child process behind the same small interface.
import type { EmbeddedServerStatus } from '../../../shared/ipc/events';
import type { Logger, TimerHandle, Timers } from '../ports';
import {
  isServerProcessMessage,
  type ServerProcessCommand,
  type ServerProcessMessage,
} from './messages';

/** A started server process. */
export interface ServerProcessHandle {
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  send(command: ServerProcessCommand): void;
  /** Ends the process at once (it did not stop when asked). */
  kill(): void;
}

export type { EmbeddedServerStatus };

export interface EmbeddedServer {
  /** The server's address; starts it on first call, waits while it (re)starts. */
  url(): Promise<string>;
  /**
   * Stops the process, if one runs, until the next `url()` starts it again (the player chose
   * another server). Nothing is reported meanwhile.
   */
  stopUntilNeeded(): Promise<void>;
  /** Stops it for good (the app quits): `url()` is refused from then on. */
  stop(): Promise<void>;
}

/**
 * The data folder is held by another process, or its data cannot be used as it is: the app
 * cannot run its server. The message is for the player.
 */
export class EmbeddedServerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedServerUnavailableError';
  }
}

/** Waits before each new attempt after a crash: quick at first, then less eager. */
const RESTART_DELAYS_MS = [100, 1_000, 3_000, 10_000];
/**
 * A server that dies this soon after it is ready has not recovered: its next restart waits
 * longer, as after a start that failed, rather than starting over every 100 ms, and the crash
 * counts toward MAX_FAILED_STARTS. One that stayed up this long is well again: both counts start
 * over, and its next crash is a new incident, restarted at once.
 */
const STABLE_AFTER_MS = 60_000;
const STOP_GRACE_MS = 15_000;
/**
 * Signs of life a ready server may miss in a row (it said how often it gives one) before it
 * counts as stuck: ended, and restarted as after a crash. Its event loop stalls for a moment
 * under load; for six of them at once it does not run at all.
 */
const MISSED_SIGNS_LIMIT = 6;
/**
 * A start that never ends (a disk that stopped answering, a database file held by a crashed
 * process) would keep every call of the app waiting, sign-in included: after this long the
 * process is ended and the start counts as failed. A first start on a slow machine (the data
 * folder unpacked, the migrations run) takes seconds, not minutes.
 */
const START_TIMEOUT_MS = 120_000;
/**
 * Starts in a row that failed (or crashed before the server had stayed up STABLE_AFTER_MS) before
 * the server is declared unavailable. Each costs a second or more of CPU (PGlite's WebAssembly,
 * the data folder opened): without a limit a failure no one recognised as lasting was tried again
 * at every call of the window and every restart, for good, and a server that crashed each time
 * soon after it was ready was restarted every 10 s for as long as the app ran, the window
 * flashing "Reconnecting" each time.
 */
const MAX_FAILED_STARTS = 5;

type State = 'idle' | 'starting' | 'ready' | 'restarting' | 'stopping' | 'stopped' | 'unavailable';

interface Waiter {
  resolve(url: string): void;
  reject(error: Error): void;
}

export function createServerSupervisor(options: {
  spawn: () => ServerProcessHandle;
  timers: Timers;
  logger: Logger;
  onStatus?: (status: EmbeddedServerStatus, detail?: string) => void;
  restartDelaysMs?: readonly number[];
  stableAfterMs?: number;
  startTimeoutMs?: number;
  stopGraceMs?: number;
  maxFailedStarts?: number;
}): EmbeddedServer {
  const { timers, logger } = options;
  const restartDelays = options.restartDelaysMs ?? RESTART_DELAYS_MS;
  const onStatus = options.onStatus ?? (() => undefined);

  let state: State = 'idle';
  let child: ServerProcessHandle | null = null;
  let exited: Promise<void> = Promise.resolve();
  let readyUrl = '';
  let waiters: Waiter[] = [];
  let failedRestarts = 0;
  /**
   * Starts in a row that did not last: ended before the server was ready, or crashed before it
   * had stayed up `stableAfterMs`. Only a run that long starts the count over.
   */
  let failedStarts = 0;
  let restartTimer: TimerHandle | undefined;
  let stableTimer: TimerHandle | undefined;
  let unavailable: EmbeddedServerUnavailableError | undefined;
  // The stop under way, and whether it is for good (then `url()` is refused).
  let halting: Promise<void> | undefined;
  let stoppedForGood = false;

  const settle = (outcome: { url: string } | { error: Error }): void => {
    const current = waiters;
    waiters = [];
    for (const waiter of current) {
      if ('url' in outcome) waiter.resolve(outcome.url);
      else waiter.reject(outcome.error);
    }
  };

  const scheduleRestart = (): void => {
    const delay = restartDelays[Math.min(failedRestarts, restartDelays.length - 1)] ?? 0;
    restartTimer = timers.setTimeout(() => {
      restartTimer = undefined;
      if (state === 'restarting') spawnChild();
    }, delay);
  };

  const spawnChild = (): void => {
    let failure: Extract<ServerProcessMessage, { type: 'start-failed' }> | undefined;
    const handle = options.spawn();
    child = handle;
    const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS;
    let startTimer: TimerHandle | undefined = timers.setTimeout(() => {
      startTimer = undefined;
      failure = {
        type: 'start-failed',
        message: `the game server did not start within ${Math.round(startTimeoutMs / 1000)} s`,
        lasting: false,
      };
      handle.kill();
    }, startTimeoutMs);
    const startOver = (): void => {
      if (startTimer !== undefined) timers.clearTimeout(startTimer);
      startTimer = undefined;
    };
    // The watchdog of a ready server that gives signs of life: armed again at each one.
    let silenceTimer: TimerHandle | undefined;
    const unwatch = (): void => {
      if (silenceTimer !== undefined) timers.clearTimeout(silenceTimer);
      silenceTimer = undefined;
    };
    const watch = (aliveEveryMs: number): void => {
      unwatch();
      const limitMs = aliveEveryMs * MISSED_SIGNS_LIMIT;
      silenceTimer = timers.setTimeout(() => {
        silenceTimer = undefined;
        failure = {
          type: 'start-failed',
          message: `the game server stopped responding (no sign of life for ${Math.round(limitMs / 1000)} s)`,
          lasting: false,
        };
        handle.kill();
      }, limitMs);
    };
    let aliveEveryMs: number | undefined;
    exited = new Promise<void>((resolveExit) => {
      handle.onExit((code) => {
        startOver();
        unwatch();
        resolveExit();
        if (child === handle) child = null;
        onExit(code, failure);
      });
    });
    handle.onMessage((message) => {
      if (!isServerProcessMessage(message) || child !== handle) return;
      if (message.type === 'alive') {
        if (aliveEveryMs !== undefined) watch(aliveEveryMs);
        return;
      }
      startOver();
      if (message.type === 'start-failed') {
        failure = message;
        handle.kill();
        return;
      }
      readyUrl = message.url;
      aliveEveryMs = message.aliveEveryMs;
      if (aliveEveryMs !== undefined) watch(aliveEveryMs);
      if (state !== 'starting' && state !== 'restarting') return;
      // Ready is not yet recovered: a server that crashes soon after each start would otherwise
      // be restarted for good. Up a while, it is.
      stableTimer = timers.setTimeout(() => {
        stableTimer = undefined;
        failedRestarts = 0;
        failedStarts = 0;
      }, options.stableAfterMs ?? STABLE_AFTER_MS);
      state = 'ready';
      logger.info(`The embedded game server is ready at ${readyUrl}`);
      onStatus('ready');
      settle({ url: readyUrl });
    });
  };

  const onExit = (
    code: number | null,
    failure: Extract<ServerProcessMessage, { type: 'start-failed' }> | undefined,
  ): void => {
    // Still pending: the server died before it had stayed up long enough to count as well.
    const soonAfterReady = stableTimer !== undefined;
    if (stableTimer !== undefined) timers.clearTimeout(stableTimer);
    stableTimer = undefined;
    if (state === 'stopping' || state === 'stopped') return;
    const wasReady = state === 'ready';
    const wasRestarting = state === 'restarting';
    readyUrl = '';
    const giveUp = (message: string): void => {
      state = 'unavailable';
      unavailable = new EmbeddedServerUnavailableError(message);
      onStatus('unavailable', message);
      settle({ error: unavailable });
    };
    if (failure?.lasting) return giveUp(failure.message);
    const reason = failure?.message ?? `the game server process exited (code ${String(code)})`;
    logger.warn(`Embedded game server: ${reason}`);
    if (!wasReady || soonAfterReady) failedStarts += 1;
    if (failedStarts >= (options.maxFailedStarts ?? MAX_FAILED_STARTS)) {
      const what = wasReady ? 'keeps stopping soon after it starts' : 'could not start';
      return giveUp(
        `Copycat's game server ${what} (${failedStarts} times in a row; the last time: ` +
          `${reason}). Nothing has been deleted. Start Copycat again later; if this keeps ` +
          'happening, restart the computer.',
      );
    }
    if (wasReady) {
      // A crash: the requests of the next moments wait for the new process.
      state = 'restarting';
      onStatus('restarting', reason);
      scheduleRestart();
      // Each crash before the server has stayed up a while makes the next wait longer.
      failedRestarts += 1;
      return;
    }
    // A start that failed: whoever waits for it gets the error.
    settle({ error: new Error(`The game server did not start: ${reason}`) });
    if (wasRestarting) {
      failedRestarts += 1;
      scheduleRestart();
    } else {
      state = 'idle';
    }
  };

  /** Ends the process; the state is `stopped` or, unless stopped for good meanwhile, `idle`. */
  const halt = async (): Promise<void> => {
    state = 'stopping';
    if (restartTimer !== undefined) timers.clearTimeout(restartTimer);
    if (stableTimer !== undefined) timers.clearTimeout(stableTimer);
    restartTimer = undefined;
    stableTimer = undefined;
    settle({ error: new Error('The game server has been stopped.') });
    const running = child;
    if (running) {
      running.send({ type: 'stop' });
      const killTimer = timers.setTimeout(
        () => running.kill(),
        options.stopGraceMs ?? STOP_GRACE_MS,
      );
      await exited;
      timers.clearTimeout(killTimer);
    }
    readyUrl = '';
    state = stoppedForGood ? 'stopped' : 'idle';
  };

  const url = (): Promise<string> => {
    if (state === 'ready') return Promise.resolve(readyUrl);
    if (state === 'unavailable' && unavailable) return Promise.reject(unavailable);
    // Stopped until needed: needed again, it starts once the old process has ended.
    if (state === 'stopping' && !stoppedForGood && halting) return halting.then(url);
    if (state === 'stopping' || state === 'stopped')
      return Promise.reject(new Error('The game server has been stopped.'));
    if (state === 'idle') {
      state = 'starting';
      onStatus('starting');
      spawnChild();
    }
    return new Promise<string>((resolve, reject) => waiters.push({ resolve, reject }));
  };

  return {
    url,

    async stopUntilNeeded() {
      if (state === 'stopping') return halting;
      if (state === 'idle' || state === 'stopped' || state === 'unavailable') return;
      halting = halt();
      await halting;
    },

    async stop() {
      if (state === 'stopped') return;
      stoppedForGood = true;
      if (state !== 'stopping') halting = halt();
      await halting;
    },
  };
}
