// One launch of a built desktop app under the stand-in Electron, in a process of its own, for
// `npm run bench:desktop`. Arguments: the app's root folder (this checkout, or an older
// commit's worktree for the "before" figure), its build folder (`out`), and the data folder
// (empty: a first start; used before: a restart). It times the embedded server's start to the first
// dashboard of a player (a new account on an empty folder, the kept session on a restart),
// hides the window in the tray, and then answers the parent's requests over IPC: the process
// ids to measure, dashboard polls (the app's 60 s polling, time compressed), memory, quit.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createFakeElectron, installInRequireCache } from '../../tests/support/main/fake-electron';

const [appRoot = '', outDir = '', userData = ''] = process.argv.slice(2);
const send = (message: object) => process.send?.(message);

async function main(): Promise<void> {
  // In the tray whatever this machine's desktop: with no session bus the app cannot tell that no
  // tray icon would show (src/main/core/window-closing.ts) and stays, as where one shows.
  process.env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${join(userData, 'no-session-bus')}`;
  const fake = createFakeElectron({ appPath: appRoot, userData });
  const fork = fake.electron.utilityProcess.fork;
  let serverStarted = 0;
  let serverPid: number | undefined;
  fake.electron.utilityProcess = {
    fork: (...args: Parameters<typeof fork>) => {
      serverStarted = performance.now();
      const started = fork(...args);
      serverPid = started.pid;
      return started;
    },
  };
  const bundle = join(outDir, 'main', 'index.js');
  installInRequireCache(fake, bundle);
  createRequire(__filename)(bundle);

  fake.markReady();
  while (fake.record.windows.length === 0) await new Promise((resolve) => setImmediate(resolve));
  const window = fake.record.windows[0]!;
  const invoke = (channel: string, args?: unknown) =>
    fake.invokeFrom(window, channel, args) as Promise<{ ok: boolean; error?: unknown }>;

  const session = (await invoke('session:get')) as { ok: boolean; data?: unknown };
  const signedIn = session.ok && session.data !== null && session.data !== undefined;
  if (!signedIn) {
    const registered = await invoke('session:register', {
      email: `bench-desktop-${Date.now()}@example.com`,
      password: 'bench-desktop-password',
    });
    if (!registered.ok)
      throw new Error(`the app could not register: ${JSON.stringify(registered)}`);
  }
  const dashboard = await invoke('player:dashboard');
  if (!dashboard.ok) throw new Error(`no dashboard: ${JSON.stringify(dashboard)}`);
  const firstDashboardMs = performance.now() - serverStarted;
  // The player closes the window: the app lives on in the tray.
  window.close();

  send({ type: 'ready', firstDashboardMs, newPlayer: !signedIn, mainPid: process.pid, serverPid });
  process.on('message', (message: { type?: string }) => {
    void (async () => {
      if (message.type === 'poll') {
        // What the 60 s poll does (and a click on the tray's dashboard).
        const polled = await invoke('app:refreshDashboard');
        send({ type: 'polled', ok: polled.ok });
      } else if (message.type === 'memory') {
        const gc = (globalThis as { gc?: () => void }).gc;
        gc?.();
        send({ type: 'memory', heapUsed: process.memoryUsage().heapUsed });
      } else if (message.type === 'quit') {
        fake.electron.app.quit();
        const done = setInterval(() => {
          if (!fake.record.quit) return;
          clearInterval(done);
          process.exit(0);
        }, 50);
      }
    })();
  });
}

main().catch((error: unknown) => {
  send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
