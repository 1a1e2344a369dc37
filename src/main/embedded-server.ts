// The game server the app runs when no server address is configured: in a utilityProcess of its
// own (started on first need, on 127.0.0.1 with a free port, its PGlite data in the app's
// user-data folder), restarted if it dies.
import type { utilityProcess } from 'electron';
import {
  createServerSupervisor,
  type EmbeddedServer,
  type EmbeddedServerStatus,
} from './core/embedded-server/supervisor';
import { systemTimers, type Logger } from './core/ports';
import { forkServerProcess } from './electron/server-process';

export function createEmbeddedServer(options: {
  fork: (typeof utilityProcess)['fork'];
  /** The built server-process bundle (out/main/embedded-server.js). */
  entry: string;
  dataDir: string;
  migrationsFolder: string;
  /** The starter-content template shipped beside the bundle, when the build made one. */
  starterTemplate?: string;
  /** Extra server settings (development builds only; see dev-settings.ts). */
  settings?: Record<string, string>;
  logger: Logger;
  onStatus: (status: EmbeddedServerStatus, detail?: string) => void;
}): EmbeddedServer {
  const { fork, entry, logger } = options;
  const { dataDir, migrationsFolder, starterTemplate, settings } = options;
  return createServerSupervisor({
    spawn: () => {
      logger.info(`Starting the embedded game server (data in ${dataDir})`);
      return forkServerProcess(fork, entry, {
        dataDir,
        migrationsFolder,
        starterTemplate,
        settings,
      });
    },
    timers: systemTimers,
    logger,
    onStatus: options.onStatus,
  });
}
