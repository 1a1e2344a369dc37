// One run of the built main bundle (out/main/index.js) under the stand-in Electron, in a process
// of its own, measuring its event loop: the delay of a 1 ms timer, as a frozen window and tray
// would feel it. Argument: `own-process` (the app as built) or `in-process` (the game server in
// the main process, as before). It reports over IPC: the first start on an empty data folder,
// then the load phase the parent drives until it asks for the report.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { createFakeElectron, installInRequireCache } from '../../tests/support/main/fake-electron';
import { REPO_ROOT } from '../lib/child-process';
import type { LoopDelay } from '../lib/loop-delay';
import { inProcessUtilityProcess } from './in-process-server';

const mode = process.argv[2] === 'in-process' ? 'in-process' : 'own-process';
const send = (message: object) => process.send?.(message);

function measure(histogram: IntervalHistogram, since: number): LoopDelay {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    seconds: Math.round((performance.now() - since) / 100) / 10,
  };
}

async function main(): Promise<void> {
  const userRoot = mkdtempSync(join(tmpdir(), 'copycat-bench-main-'));
  const fake = createFakeElectron({ appPath: REPO_ROOT, userData: join(userRoot, 'Copycat') });
  let serverUrl = '';
  const fork =
    mode === 'in-process' ? inProcessUtilityProcess.fork : fake.electron.utilityProcess.fork;
  fake.electron.utilityProcess = {
    fork: (modulePath: string, args: string[] = [], options: { env?: NodeJS.ProcessEnv } = {}) => {
      // Many players register from this one address: the product's limit is for one person.
      const config = JSON.parse(options.env?.COPYCAT_EMBEDDED_SERVER ?? '{}') as object;
      const env = {
        ...options.env,
        COPYCAT_EMBEDDED_SERVER: JSON.stringify({
          ...config,
          settings: { RATE_LIMIT_REGISTER_PER_IP: '1000', RATE_LIMIT_PUBLIC_PER_IP: '100000' },
        }),
      };
      const started = fork(modulePath, args, { env });
      started.on('message', (message: { type?: string; url?: string }) => {
        if (message.type === 'ready') serverUrl = message.url ?? '';
      });
      return started;
    },
  } as typeof fake.electron.utilityProcess;
  const bundle = join(REPO_ROOT, 'out', 'main', 'index.js');
  installInRequireCache(fake, bundle);
  createRequire(__filename)(bundle);

  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let since = performance.now();
  fake.markReady();
  while (fake.record.windows.length === 0) await new Promise((resolve) => setImmediate(resolve));
  const window = fake.record.windows[0]!;
  const health = (await fake.invokeFrom(window, 'health')) as { ok: boolean };
  if (!health.ok) throw new Error('the embedded server did not start');
  const firstStart = measure(histogram, since);

  // One signed-in player in the app itself: its polling runs as a player's would.
  const registered = (await fake.invokeFrom(window, 'session:register', {
    email: `bench-main-${Date.now()}@example.com`,
    password: 'bench-main-password',
  })) as { ok: boolean };
  if (!registered.ok) throw new Error('the app could not register its player');
  histogram.reset();
  since = performance.now();
  send({ type: 'ready', url: serverUrl, firstStart });

  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'report') return;
    const load = measure(histogram, since);
    histogram.disable();
    send({ type: 'result', result: { firstStart, load } });
    fake.electron.app.quit();
    const done = setInterval(() => {
      if (!fake.record.quit) return;
      clearInterval(done);
      rmSync(userRoot, { recursive: true, force: true });
      process.exit(0);
    }, 50);
  });
}

main().catch((error: unknown) => {
  send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
