// `npm run bench:desktop [-- --quick] [-- --before <worktree>]`: the desktop app's own cost,
// measured on a built app under the stand-in Electron (main and the embedded server in their
// own Node processes, as the app runs them), issue #20:
//   - first start: from the embedded server's start on an empty data folder to a new player's
//     first dashboard (median of 5), and a restart on that folder to the kept session's;
//   - idle: the CPU of both processes and their wake-ups while a signed-in player's window is
//     hidden in the tray (10 minutes; goal under 1 % of one core, no wake-up more often than
//     once a second when nothing is due);
//   - memory: the main process's heap and the server's resident set after 2 hours of the app's
//     60 s dashboard polling, time compressed, against their value after the first 5 minutes.
// With `--before <dir>` (a worktree of an older commit, built with `npx electron-vite build
// --outDir <dir>/out`) each figure is measured on both builds, interleaved, and printed side
// by side. The load average is printed with each figure: the machine is shared.
// The renderer's memory is measured on the real renderer in Debian's Chromium, driven by the
// real main-process core (bench/desktop/renderer-heap.ts); `--only renderer` runs that part
// alone. Where the real Electron binary exists (scripts/electron-binary.ts),
// bench/desktop/real-app.ts also measures the real app and its renderer's heap.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { electronBinary } from '../scripts/electron-binary';
import {
  launchApp,
  measureIdle,
  measureMemory,
  type AppBuild,
  type IdleFigures,
  type MemoryFigures,
} from './desktop/idle-cost';
import { measureRealApp } from './desktop/real-app';
import { measureRendererHeap, RENDERER_DIR, type RendererFigures } from './desktop/renderer-heap';
import { CHROMIUM_PATH, chromiumAvailable } from '../tests/support/browser/chromium';
import type { HeapComposition } from '../tests/support/browser/heap-composition';
import { REPO_ROOT } from './lib/child-process';

const GOALS = { firstStartMs: 2000, restartMs: 1000, idleCpuPercent: 1, memoryGrowth: 0.1 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const load = () => `load ${loadavg()[0]?.toFixed(1)}`;
const log = (line: string) => console.log(`[desktop] ${line}`);

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      quick: { type: 'boolean' },
      minutes: { type: 'string' },
      starts: { type: 'string' },
      hours: { type: 'string' },
      out: { type: 'string' },
      before: { type: 'string' },
      only: { type: 'string' },
    },
  });
  if (values.only !== undefined && values.only !== 'renderer')
    throw new Error(`--only takes 'renderer', not '${values.only}'`);
  const standIn = values.only === undefined;
  const quick = values.quick ?? false;
  const idleMinutes = Number(values.minutes ?? (quick ? 1 : 10));
  const starts = Number(values.starts ?? (quick ? 3 : 5));
  const pollMinutes = Math.round(Number(values.hours ?? (quick ? 0.5 : 2)) * 60);
  const builds: AppBuild[] = [];
  if (values.before)
    builds.push({ label: 'before', root: values.before, outDir: join(values.before, 'out') });
  builds.push({ label: 'now', root: REPO_ROOT, outDir: values.out ?? join(REPO_ROOT, 'out') });
  if (standIn)
    log(
      `builds: ${builds.map((build) => `${build.label} (${build.outDir})`).join(', ')}; ` +
        `${starts} first starts each, ${idleMinutes} min in the tray, ${pollMinutes} min of polling compressed`,
    );

  const summary: string[] = [];
  if (standIn)
    summary.push(...(await measureStandIn(builds, { quick, starts, idleMinutes, pollMinutes })));

  // The real renderer, after the stand-in's part (never two measurements at once).
  let renderer: RendererFigures | undefined;
  if (!chromiumAvailable())
    log(
      `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium): the renderer was not measured`,
    );
  else {
    log(`renderer (${RENDERER_DIR}) in Chromium: ${pollMinutes} dashboard polls, one a second`);
    renderer = await measureRendererHeap(pollMinutes, 1000);
  }

  log('');
  for (const line of summary) log(line);
  if (renderer) {
    log("summary (the real renderer in Debian's Chromium, driven by the real main-process core)");
    log(describeRenderer(renderer));
  }
  log(
    'in the tray the renderer costs nothing: closing the window destroys its BrowserWindow and ' +
      'the app lives on without one until the tray opens a new window (src/main/index.ts)',
  );

  if (!standIn) return 0;
  const electron = electronBinary();
  if (electron) await measureRealApp(electron, idleMinutes);
  else log('the real Electron binary is not installed here: the real app was not measured');
  return 0;
}

/** The built main bundle under the stand-in Electron: starts, the tray, memory; the summary's lines. */
async function measureStandIn(
  builds: AppBuild[],
  {
    quick,
    starts,
    idleMinutes,
    pollMinutes,
  }: { quick: boolean; starts: number; idleMinutes: number; pollMinutes: number },
): Promise<string[]> {
  const lines: string[] = [];
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'copycat-bench-desktop-'));
    folders.push(dir);
    return dir;
  };
  try {
    // First starts and restarts, the builds interleaved (their order alternating).
    const firstStarts = new Map<string, number[]>(builds.map((build) => [build.label, []]));
    const restarts = new Map<string, number[]>(builds.map((build) => [build.label, []]));
    for (let round = 0; round < starts; round += 1) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const build of order) {
        const dir = folder();
        const fresh = await launchApp(build, dir);
        await fresh.quit();
        const again = await launchApp(build, dir);
        await again.quit();
        if (!fresh.ready.newPlayer || again.ready.newPlayer)
          throw new Error('expected a new player first and the kept session after the restart');
        firstStarts.get(build.label)!.push(fresh.ready.firstDashboardMs);
        restarts.get(build.label)!.push(again.ready.firstDashboardMs);
        log(
          `${build.label}: first start ${fresh.ready.firstDashboardMs.toFixed(0)} ms, ` +
            `restart ${again.ready.firstDashboardMs.toFixed(0)} ms (${load()})`,
        );
      }
    }

    // In the tray, then the compressed hours of polling, one build after the other.
    const idle = new Map<string, IdleFigures>();
    const memory = new Map<string, MemoryFigures>();
    for (const build of builds) {
      const dir = folder();
      await (await launchApp(build, dir)).quit(); // a player signed in before
      const app = await launchApp(build, dir);
      try {
        // The start's own work (starter content, the backup players' first ticks) settles.
        await new Promise((resolve) => setTimeout(resolve, quick ? 10_000 : 30_000));
        const figures = await measureIdle(app, idleMinutes * 60);
        idle.set(build.label, figures);
        log(`${build.label}: in the tray ${describeIdle(figures)}`);
        const polled = await measureMemory(app, pollMinutes, 1000);
        memory.set(build.label, polled);
        log(`${build.label}: ${describeMemory(polled)} (${load()})`);
      } finally {
        await app.quit();
      }
    }

    lines.push(
      'summary (stand-in Electron: main and the server process; the stand-in has no renderer)',
    );
    for (const build of builds) {
      const label = build.label.padEnd(6);
      const first = median(firstStarts.get(build.label)!);
      const restart = median(restarts.get(build.label)!);
      const idleFigures = idle.get(build.label)!;
      const total = idleFigures.mainCpuPercent + idleFigures.serverCpuPercent;
      lines.push(
        `${label} first start to the first dashboard, median of ${starts}: ${first.toFixed(0)} ms ` +
          `(goal < ${GOALS.firstStartMs} ms: ${first < GOALS.firstStartMs ? 'met' : 'NOT MET'}); ` +
          `restart ${restart.toFixed(0)} ms (goal < ${GOALS.restartMs} ms: ${restart < GOALS.restartMs ? 'met' : 'NOT MET'})`,
      );
      lines.push(
        `${label} in the tray: ${total.toFixed(2)} % of one core (goal < ${GOALS.idleCpuPercent} %: ` +
          `${total < GOALS.idleCpuPercent ? 'met' : 'NOT MET'}); ${describeIdle(idleFigures)}`,
      );
      lines.push(`${label} ${describeMemory(memory.get(build.label)!)}`);
    }
  } finally {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }

  return lines;
}

function describeIdle(figures: IdleFigures): string {
  return (
    `main ${figures.mainCpuPercent.toFixed(2)} % + server ${figures.serverCpuPercent.toFixed(2)} % of one core ` +
    `over ${figures.seconds} s; wake-ups/s main ${figures.mainWakeUps.loop} (all threads ${figures.mainWakeUps.all}), ` +
    `server ${figures.serverWakeUps.loop} (all threads ${figures.serverWakeUps.all}); load ${figures.loadAverage.toFixed(1)}`
  );
}

type Pair = { at5Minutes: number; atEnd: number };

/** "name X → Y MiB (Z %, goal within 10 %: met)": a figure after the 5th poll and at the end. */
function memoryCell(name: string, pair: Pair): string {
  const growth = pair.at5Minutes > 0 ? (pair.atEnd - pair.at5Minutes) / pair.at5Minutes : NaN;
  const verdict = Math.abs(growth) <= GOALS.memoryGrowth ? 'met' : 'NOT MET';
  return `${name} ${pair.at5Minutes} → ${pair.atEnd} MiB (${(growth * 100).toFixed(1)} %, goal within 10 %: ${verdict})`;
}

const againstThe5th = (polls: number) =>
  `after ${polls} polls (${(polls / 60).toFixed(1)} h compressed), against the 5th`;

function describeMemory(figures: MemoryFigures): string {
  return `${againstThe5th(figures.polls)}: ${memoryCell('main heap', figures.mainHeapMb)}, ${memoryCell('server RSS', figures.serverRssMb)}`;
}

function describeRenderer({ polls, at5Minutes, atEnd }: RendererFigures): string {
  // Two decimals: a heap of a few MiB moves by more than 1 % in a tenth of a MiB.
  const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 100) / 100;
  const heap = { at5Minutes: mib(at5Minutes.heapUsed), atEnd: mib(atEnd.heapUsed) };
  const part = (name: keyof HeapComposition) => {
    const [before, after] = [at5Minutes.composition[name], atEnd.composition[name]];
    return `${name} ${mib(before)} → ${mib(after)} MiB (${(((after - before) / before) * 100).toFixed(1)} %)`;
  };
  return (
    `${againstThe5th(polls)}: ${memoryCell('renderer heap', heap)}; ` +
    `in a heap snapshot, V8's ${part('code')}, the page's ${part('objects')}; ` +
    `DOM nodes ${at5Minutes.nodes} → ${atEnd.nodes}, JS event listeners ${at5Minutes.listeners} → ${atEnd.listeners}; ` +
    `load ${at5Minutes.loadAverage.toFixed(1)} → ${atEnd.loadAverage.toFixed(1)}`
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[desktop] failed:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
