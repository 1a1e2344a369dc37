// The embedded game server as the app runs it: the built out/main/embedded-server.js in its
// own process (a Node child behind the stand-in for Electron's utilityProcess), under the real
// supervisor and the real utilityProcess adapter.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ServerProcessConfig } from '../../../src/main/core/embedded-server/messages';
import {
  createServerSupervisor,
  type EmbeddedServer,
  type EmbeddedServerStatus,
  type ServerProcessHandle,
} from '../../../src/main/core/embedded-server/supervisor';
import { systemTimers, type Logger } from '../../../src/main/core/ports';
import { forkServerProcess } from '../../../src/main/electron/server-process';
import { BUILT_STARTER_TEMPLATE } from '../test-databases';
import { fakeUtilityProcess, type FakeUtilityProcess } from './fake-utility-process';

export const SERVER_PROCESS_ENTRY = resolve('out/main/embedded-server.js');
const MIGRATIONS = resolve('src/server/db/migrations');
const QUIET: Logger = { info: () => undefined, warn: () => undefined };
/** Many players register from one address within a minute; the product's limit is for one person. */
export const MANY_PLAYERS_SETTINGS = {
  RATE_LIMIT_REGISTER_PER_IP: '1000',
  RATE_LIMIT_PUBLIC_PER_IP: '100000',
};

export interface SupervisedServer {
  server: EmbeddedServer;
  /** Every process started so far, the running one last. */
  processes: FakeUtilityProcess[];
}

/**
 * `starterTemplate`: what a fresh folder is unpacked from; the build's, as the app's, by default
 * (without one, a folder is initialised and migrated the slow way: 4-5 s on a 2-core machine).
 */
export function superviseServerProcess(
  dataDir: string,
  onStatus: (status: EmbeddedServerStatus, detail?: string) => void,
  settings: Record<string, string> = MANY_PLAYERS_SETTINGS,
  starterTemplate: string | undefined = BUILT_STARTER_TEMPLATE,
): SupervisedServer {
  if (!existsSync(SERVER_PROCESS_ENTRY))
    throw new Error(
      'out/main/embedded-server.js is missing: run `npx electron-vite build` (npm test does).',
    );
  const processes: FakeUtilityProcess[] = [];
  const server = createServerSupervisor({
    spawn: () =>
      forkStandInServer(
        SERVER_PROCESS_ENTRY,
        { dataDir, migrationsFolder: MIGRATIONS, settings, starterTemplate },
        processes,
      ),
    timers: systemTimers,
    logger: QUIET,
    onStatus,
  });
  return { server, processes };
}

/**
 * Starts `entry` through the app's utilityProcess adapter, in a Node child behind the stand-in,
 * adding the process to `processes`.
 */
export function forkStandInServer(
  entry: string,
  config: ServerProcessConfig = { dataDir: '/nonexistent', migrationsFolder: '/nonexistent' },
  processes: FakeUtilityProcess[] = [],
): ServerProcessHandle {
  return forkServerProcess(
    (modulePath, args, options) => {
      const started = fakeUtilityProcess.fork(modulePath, args, {
        env: options?.env as NodeJS.ProcessEnv | undefined,
      });
      processes.push(started);
      // The stand-in has the members the adapter uses, not all of Electron's UtilityProcess.
      return started as unknown as ReturnType<typeof forkServerProcess> & never;
    },
    entry,
    config,
  );
}

/** Resolves with the exit code once the process has ended. */
export function exitOf(started: FakeUtilityProcess): Promise<number | null> {
  const { child } = started;
  return new Promise((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done(child.exitCode)
      : child.once('exit', (code) => done(code)),
  );
}
