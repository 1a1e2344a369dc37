// The real game server (in-process, on a throw-away PGlite folder unpacked from the data
// template, as the desktop app makes one) and the real main-process core in front of it:
// everything the renderer talks to, without Electron.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../../src/server/clock';
import { runGameSweep, type SweepReport } from '../../../src/server/game/engine/sweep';
import type { Settings } from '../../../src/server/settings';
import { startServer, type RunningServer } from '../../../src/server/server';
import { createAppCore, type AppCore } from '../../../src/main/core/create-app-core';
import { MemoryStore } from '../../../src/main/core/memory-store';
import { systemTimers, type Emit, type Logger } from '../../../src/main/core/ports';
import { createAppUpdates, type UpdateEngine } from '../../../src/main/core/updates/app-updates';
import { dataFolderTemplate } from '../test-databases';

export const ADMIN_PASSWORD = 'browser-admin-password';

const QUIET: Logger = { info: () => undefined, warn: () => undefined };

export interface GameStack {
  server: RunningServer;
  core: AppCore;
  /** Another desktop app on the same server, for the other players a scenario needs. */
  newCore(): Promise<AppCore>;
  /** Where core events go; the harness points it at the open page. */
  setEventSink(sink: Emit): void;
  /**
   * One pass of the server's game sweep now (expired rounds, closed voting windows), as the
   * background job does every 500 ms: a scenario that moved the clock need not wait for it.
   */
  sweep(): Promise<SweepReport>;
  close(): Promise<void>;
}

export interface GameStackOptions {
  overrides?: Partial<Settings>;
  /** The server's clock (default: the system clock); see createShiftedClock. */
  clock?: Clock;
  /** The desktop app's update engine (a scripted one); updates are off without it. */
  updateEngine?: UpdateEngine;
}

/** The version the stack's desktop app says it runs. */
export const APP_VERSION = '0.1.0';

export async function startGameStack({
  overrides = {},
  clock,
  updateEngine,
}: GameStackOptions = {}): Promise<GameStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-browser-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    dataTemplate: await dataFolderTemplate(),
    env: {},
    clock,
    overrides: {
      token_secret: 'browser-test-token-secret-long-enough-0123456789',
      admin_password: ADMIN_PASSWORD,
      rate_limit_register_per_ip: 10_000,
      rate_limit_register_per_email: 10_000,
      rate_limit_login_per_ip: 10_000,
      rate_limit_login_per_email: 10_000,
      rate_limit_public_per_ip: 10_000,
      // Scenarios expect the copy queue and the sets to vote on to hold only what they made.
      ai_backup_enabled: false,
      ...overrides,
    },
  });
  let sink: Emit = () => undefined;
  const cores: AppCore[] = [];
  const newCore = async (emit: Emit = () => undefined, engine: UpdateEngine | null = null) => {
    const core = createAppCore({
      store: new MemoryStore(),
      emit,
      resolveServerUrl: async () => server.url,
      logger: QUIET,
      updates: createAppUpdates({
        engine,
        disabledReason: 'Updates are off in development builds.',
        currentVersion: APP_VERSION,
        emit,
        timers: systemTimers,
        logger: QUIET,
      }),
    });
    cores.push(core);
    await core.start();
    return core;
  };
  const core = await newCore((event, payload) => sink(event, payload), updateEngine);
  return {
    server,
    core,
    newCore: () => newCore(),
    setEventSink: (next) => {
      sink = next;
    },
    sweep: () => runGameSweep(server.app.serverContext),
    close: async () => {
      for (const each of cores) await each.stop();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
