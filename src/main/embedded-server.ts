// The game server the app runs in-process when no server address is configured: started on
// first need on 127.0.0.1 with a free port, its PGlite data in the app's user-data folder.
import { startServer } from '../server/server';
import type { Logger } from './core/ports';

export interface EmbeddedServer {
  /** Starts the server on first call; later calls share the same start. */
  url(): Promise<string>;
  stop(): Promise<void>;
}

export function createEmbeddedServer(options: {
  dataDir: string;
  migrationsFolder: string;
  logger: Logger;
}): EmbeddedServer {
  let running: ReturnType<typeof startServer> | undefined;

  const start = (): ReturnType<typeof startServer> => {
    options.logger.info(`Starting the embedded game server (data in ${options.dataDir})`);
    const starting = startServer({
      host: '127.0.0.1',
      port: 0,
      // The player's shell environment (DATABASE_URL and the like) must not redirect it.
      env: {},
      dataDir: options.dataDir,
      migrationsFolder: options.migrationsFolder,
    });
    // A failed start is not cached: the next call tries again.
    starting.catch(() => {
      if (running === starting) running = undefined;
    });
    return starting;
  };

  return {
    async url() {
      running ??= start();
      return (await running).url;
    },
    async stop() {
      const current = running;
      running = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}
