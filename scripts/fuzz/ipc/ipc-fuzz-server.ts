// Runs the IPC fuzzer against a real game server started in-process on 127.0.0.1 (PGlite in a
// temporary folder), with the desktop core wired as in the app but with recording ports and no
// background timers (so every HTTP call belongs to the invocation that made it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppCore } from '../../../src/main/core/create-app-core';
import { MemoryStore } from '../../../src/main/core/memory-store';
import type { Timers } from '../../../src/main/core/ports';
import { checkLedger } from '../../../src/server/ledger';
import { startServer } from '../../../src/server/server';
import { Random } from '../common/random';
import { endpointsOf } from '../http/endpoints';
import { FUZZ_SETTING_OVERRIDES } from '../http/fuzz-app';
import { IpcGameMemory } from './ipc-game-memory';
import { runIpcFuzz, type IpcFuzzReport } from './ipc-fuzzer';
import { recordingFetch } from './recording-fetch';

export interface IpcServerFuzzReport extends IpcFuzzReport {
  seed: number;
  ledgerViolations: string[];
}

const NO_TIMERS: Timers = { setTimeout: () => undefined, clearTimeout: () => undefined };
const SILENT = { info: () => undefined, warn: () => undefined };

export async function runIpcFuzzAgainstRealServer(options: {
  invocations: number;
  seed: number;
}): Promise<IpcServerFuzzReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-ipc-fuzz-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    env: {},
    overrides: FUZZ_SETTING_OVERRIDES,
  });
  try {
    const origin = new URL(server.url).origin;
    const accounts = await registerAccounts(server.url, 5);
    const recorder = recordingFetch(origin);
    const opened: string[] = [];
    const core = createAppCore({
      store: new MemoryStore(),
      emit: () => undefined,
      resolveServerUrl: async () => server.url,
      fetch: recorder.fetch,
      timers: NO_TIMERS,
      desktop: { openExternal: async (url) => void opened.push(url), focusWindow: () => undefined },
      logger: SILENT,
    });
    const report = await runIpcFuzz({
      core,
      fetch: recorder,
      opened,
      random: new Random(options.seed),
      invocations: options.invocations,
      serverOrigin: origin,
      serverRoutes: routePatterns(server.app),
      accounts,
      memory: new IpcGameMemory(server.app.serverContext),
    });
    await core.stop();
    const ledgerViolations = (await checkLedger(server.database.db)).map(
      (violation) => violation.message,
    );
    return { ...report, seed: options.seed, ledgerViolations };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function registerAccounts(
  url: string,
  count: number,
): Promise<{ email: string; password: string }[]> {
  const accounts = [];
  for (let index = 0; index < count; index += 1) {
    const account = {
      email: `ipc-fuzz-${index}@example.com`,
      password: `ipc fuzz password ${index}`,
    };
    const response = await fetch(`${url}/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (response.status !== 201)
      throw new Error(`Could not register ${account.email}: ${response.status}`);
    accounts.push(account);
  }
  return accounts;
}

/** `METHOD /path` patterns of every route in the server's OpenAPI document. */
function routePatterns(app: Parameters<typeof endpointsOf>[0]): RegExp[] {
  return endpointsOf(app).map((endpoint) => {
    const path = endpoint.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    return new RegExp(`^${endpoint.method} ${path}$`);
  });
}
