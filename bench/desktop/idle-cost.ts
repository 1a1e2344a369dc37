// What the desktop app costs while it sits in the tray, first start, restart and memory over
// compressed hours of polling, measured on a built app under the stand-in Electron (one Node
// process for main, one for the embedded server, as the app runs them; the stand-in has no
// renderer). Used by `npm run bench:desktop`.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/child-process';
import { processCpuSeconds, processMemory } from '../lib/proc-usage';

export interface AppBuild {
  label: string;
  /** The app's root folder (app.getAppPath()) and its build folder. */
  root: string;
  outDir: string;
}

interface Ready {
  firstDashboardMs: number;
  newPlayer: boolean;
  mainPid: number;
  serverPid: number;
}

export interface RunningApp {
  ready: Ready;
  ask<T extends object>(type: string, answer: string): Promise<T>;
  quit(): Promise<void>;
}

/** Launches the built app on `userData` and waits for a signed-in player's first dashboard. */
export async function launchApp(build: AppBuild, userData: string): Promise<RunningApp> {
  const child: ChildProcess = fork(
    join(REPO_ROOT, 'bench/desktop/stand-in-app.ts'),
    [build.root, build.outDir, userData],
    {
      cwd: build.root,
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = <T extends object>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type?: string; message?: string }) => {
        if (message.type === 'failed') reject(new Error(String(message.message)));
        else if (message.type === type) resolve(message as T);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      void exited.then(() => reject(new Error(`the app exited before '${type}'`)));
    });
  try {
    const ready = await next<Ready>('ready');
    return {
      ready,
      ask: (type, answer) => {
        const answered = next<never>(answer);
        child.send({ type });
        return answered;
      },
      quit: async () => {
        child.send({ type: 'quit' });
        const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timeout);
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Voluntary context switches of a process's threads: each is a sleep that a wake-up ended. */
function wakeUps(pid: number): { all: number; mainThread: number } {
  let all = 0;
  let mainThread = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
      const count = Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(status)?.[1] ?? 0);
      all += count;
      if (Number(task) === pid) mainThread = count;
    }
  } catch {
    // The process ended.
  }
  return { all, mainThread };
}

export interface IdleFigures {
  seconds: number;
  /** Average share of one core, in percent. */
  mainCpuPercent: number;
  serverCpuPercent: number;
  /** Wake-ups per second of the event loop's thread, and of all threads. */
  mainWakeUps: { loop: number; all: number };
  serverWakeUps: { loop: number; all: number };
  loadAverage: number;
}

/** CPU and wake-ups of both processes while the app sits in the tray for `seconds`. */
export async function measureIdle(app: RunningApp, seconds: number): Promise<IdleFigures> {
  const { mainPid, serverPid } = app.ready;
  const cpu = () => ({ main: processCpuSeconds(mainPid), server: processCpuSeconds(serverPid) });
  const wakes = () => ({ main: wakeUps(mainPid), server: wakeUps(serverPid) });
  const [cpuBefore, wakesBefore] = [cpu(), wakes()];
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const [cpuAfter, wakesAfter] = [cpu(), wakes()];
  const rate = (after: number, before: number) =>
    Math.round(((after - before) / seconds) * 100) / 100;
  return {
    seconds,
    mainCpuPercent: ((cpuAfter.main - cpuBefore.main) / seconds) * 100,
    serverCpuPercent: ((cpuAfter.server - cpuBefore.server) / seconds) * 100,
    mainWakeUps: {
      loop: rate(wakesAfter.main.mainThread, wakesBefore.main.mainThread),
      all: rate(wakesAfter.main.all, wakesBefore.main.all),
    },
    serverWakeUps: {
      loop: rate(wakesAfter.server.mainThread, wakesBefore.server.mainThread),
      all: rate(wakesAfter.server.all, wakesBefore.server.all),
    },
    loadAverage: loadavg()[0] ?? 0,
  };
}

export interface MemoryFigures {
  /** Polls made: the app's 60 s dashboard poll, each standing for a minute. */
  polls: number;
  mainHeapMb: { at5Minutes: number; atEnd: number };
  serverRssMb: { at5Minutes: number; atEnd: number };
}

/**
 * Time-compressed hours of polling: the dashboard poll the app sends every 60 s, sent every
 * `everyMs` instead, `minutes` times; memory after the first 5 and at the end. The main
 * process's heap is read after a full garbage collection; the server's resident set as is.
 */
export async function measureMemory(
  app: RunningApp,
  minutes: number,
  everyMs: number,
): Promise<MemoryFigures> {
  const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
  const sample = async () => ({
    heap: mib((await app.ask<{ heapUsed: number }>('memory', 'memory')).heapUsed),
    rss: Math.round((processMemory(app.ready.serverPid)?.rssMb ?? 0) * 10) / 10,
  });
  let at5 = { heap: 0, rss: 0 };
  for (let minute = 1; minute <= minutes; minute += 1) {
    await app.ask('poll', 'polled');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    if (minute === 5) at5 = await sample();
  }
  const end = await sample();
  return {
    polls: minutes,
    mainHeapMb: { at5Minutes: at5.heap, atEnd: end.heap },
    serverRssMb: { at5Minutes: at5.rss, atEnd: end.rss },
  };
}
