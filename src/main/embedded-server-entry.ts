// The embedded game server's own process (built as out/main/embedded-server.js). The app starts
// it with Electron's utilityProcess, whose `process.parentPort` carries the messages; under the
// stand-in Electron a Node child gets the same port from a shim. It starts the server on
// 127.0.0.1 with the solo profile (one person plus backup players), says where it listens,
// and stops cleanly when asked or on SIGTERM.
import { DataFolderInUseError } from '../server/db/data-folder-lock';
import { describeError, gameDataProblem } from '../server/db/game-data-errors';
import { startServer, type RunningServer } from '../server/server';
import {
  ALIVE_EVERY_MS,
  SERVER_PROCESS_CONFIG_VARIABLE,
  type ServerProcessCommand,
  type ServerProcessConfig,
  type ServerProcessMessage,
} from './core/embedded-server/messages';

interface ParentPort {
  postMessage(message: ServerProcessMessage): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

/**
 * Settings of the embedded server. The player's shell environment (DATABASE_URL and the like)
 * must not redirect it, so only these are read. No API pages: nobody reads them in the app.
 */
const EMBEDDED_SERVER_ENV = { GAME_PROFILE: 'solo', API_DOCS: 'false' };

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

async function main(): Promise<void> {
  if (!parentPort) throw new Error('The embedded server must be started by the Copycat app.');
  const port = parentPort;
  const config = JSON.parse(
    process.env[SERVER_PROCESS_CONFIG_VARIABLE] ?? '{}',
  ) as ServerProcessConfig;

  // Listening before the start: a first start (template, migrations) takes a while, and a stop
  // asked meanwhile (the app quits) must close the server as soon as it is up, not be lost
  // while the app waits for this process to end and then kills it with its database open.
  let server: RunningServer | undefined;
  let stopRequested = false;
  let startFailed = false;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopRequested = true;
    // Still starting: closed once the start is over. A failed start left nothing open.
    if (!server) {
      if (startFailed) process.exit(0);
      return;
    }
    stopping ??= server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The embedded game server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  port.on('message', ({ data }) => {
    if ((data as ServerProcessCommand | undefined)?.type === 'stop') stop();
  });
  process.once('SIGTERM', stop);

  try {
    server = await startServer({
      host: '127.0.0.1',
      port: 0,
      env: { ...EMBEDDED_SERVER_ENV, ...config.settings },
      dataDir: config.dataDir,
      migrationsFolder: config.migrationsFolder,
      starterTemplate: config.starterTemplate,
    });
  } catch (error) {
    startFailed = true;
    // Game data that cannot be used is told in words; what the system said goes to the log.
    const unusable =
      error instanceof DataFolderInUseError ? error : gameDataProblem(error, config.dataDir);
    if (unusable) console.error('The game data cannot be used:', error);
    port.postMessage({
      type: 'start-failed',
      message: unusable ? unusable.message : describeError(error),
      lasting: unusable !== undefined,
    });
    if (stopRequested) process.exit(0);
    return;
  }

  if (stopRequested) {
    stop();
    return;
  }
  port.postMessage({ type: 'ready', url: server.url, aliveEveryMs: ALIVE_EVERY_MS });
  // Signs of life for the app's watchdog: a process whose event loop is stuck (PGlite spins in
  // its WebAssembly after a PANIC, such as a full disk at a commit) falls silent, and the app
  // ends and restarts it instead of waiting on it for good. Unref'd: the server keeps the
  // process alive, this never should.
  setInterval(() => port.postMessage({ type: 'alive' }), ALIVE_EVERY_MS).unref();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
