// What the app and its embedded game server process say to each other. The server runs in a
// process of its own (Electron's utilityProcess in the app, a Node child under the stand-in),
// so that its queries, sweeps and start-up work never hold up the window, the tray or IPC.

/** From the server process. */
export type ServerProcessMessage =
  /**
   * `aliveEveryMs`: from now on the process says `alive` this often, and one that falls silent
   * for several of these is stuck (see the supervisor's watchdog). Absent: it says nothing more.
   */
  | { type: 'ready'; url: string; aliveEveryMs?: number }
  /** A sign of life: its event loop still runs. */
  | { type: 'alive' }
  /**
   * `lasting`: another process has the data folder open, or the game data cannot be used as it
   * is (damaged, read-only, a full disk, a newer version's): trying again will not help, and
   * `message` says in words what the player can do.
   */
  | { type: 'start-failed'; message: string; lasting: boolean };

/** To the server process. */
export interface ServerProcessCommand {
  type: 'stop';
}

/** What the server process needs to start, passed in its environment as JSON. */
export interface ServerProcessConfig {
  dataDir: string;
  migrationsFolder: string;
  /**
   * The data-folder template the build ships, with the starter content (absent in builds
   * without one): see STARTER_TEMPLATE_FILE_NAME.
   */
  starterTemplate?: string;
  /** More settings, as environment variables (tests and benchmarks raise the rate limits). */
  settings?: Record<string, string>;
}
export const SERVER_PROCESS_CONFIG_VARIABLE = 'COPYCAT_EMBEDDED_SERVER';

/**
 * The data-folder template the build writes beside the main bundle (out/main): a new data
 * folder is unpacked from it instead of initialised, with the solo game's starter content in
 * it (src/server/starter-template.ts), the fast first start. An uncompressed tarball (34 MB,
 * 3.8 MB gzipped): the installers compress the whole app anyway, and gunzip would be about
 * 0.1 s of the first start.
 */
export const STARTER_TEMPLATE_FILE_NAME = 'pglite-starter-template.tar';

/**
 * How often the embedded server says it is alive: rare enough to cost nothing while the app
 * idles in the tray (issue #20 asks for no wake-up more often than once a second).
 */
export const ALIVE_EVERY_MS = 10_000;

export function isServerProcessMessage(value: unknown): value is ServerProcessMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.type === 'ready' &&
      typeof message.url === 'string' &&
      (message.aliveEveryMs === undefined ||
        (typeof message.aliveEveryMs === 'number' && message.aliveEveryMs > 0))) ||
    message.type === 'alive' ||
    (message.type === 'start-failed' && typeof message.message === 'string')
  );
}
