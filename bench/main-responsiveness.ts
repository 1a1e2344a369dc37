// `npm run bench:main [-- --seconds 60 --players 20 --pace 20]`: how responsive the desktop app's
// main process stays (the window, tray and IPC live on its event loop), with the built main
// bundle under the stand-in Electron. Two runs side by side, on an empty data folder each:
//   before: the game server inside the main process, as the app used to run it;
//   after:  the game server in its own process, as the app runs it now.
// Each measures the delay of a 1 ms timer on main's event loop during the first start (empty
// data folder: migrations, starter content, word data) and then while the embedded server
// hosts N simulated desktop players (bench/load, at `pace` times a person's pace) and its
// backup players. Goal: p99 under 16 ms and max under 50 ms. A benchmark, never a test.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Acknowledgements } from '../scripts/crash/acknowledgements';
import { SimulatedPlayers } from '../scripts/crash/simulated-players';
import { REPO_ROOT } from './lib/child-process';
import type { LoopDelay } from './lib/loop-delay';

const MODES = [
  { mode: 'in-process', label: 'server in main (before)' },
  { mode: 'own-process', label: 'own process (after)' },
] as const;
const GOAL = { p99: 16, max: 50 };

interface RunResult {
  firstStart: LoopDelay;
  load: LoopDelay;
  calls: number;
  errors: number;
}

async function runOnce(
  mode: string,
  options: { seconds: number; players: number; pace: number },
): Promise<RunResult> {
  const child = fork(join(REPO_ROOT, 'bench/main-process/run-built-main.ts'), [mode], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const next = (type: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const onMessage = (message: Record<string, unknown>) => {
          if (message.type === 'failed') reject(new Error(String(message.message)));
          else if (message.type === type) resolve(message);
          else return;
          child.off('message', onMessage);
        };
        child.on('message', onMessage);
        void exited.then(() => reject(new Error(`the ${mode} run exited before '${type}'`)));
      });
    const ready = await next('ready');
    const players = new SimulatedPlayers(
      { url: String(ready.url), players: options.players, seed: 7, timeScale: options.pace },
      new Acknowledgements(),
    );
    await players.start();
    await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
    // The players stop before the app is asked to quit, so that none calls a closing server.
    await players.stop();
    const reported = next('result');
    child.send({ type: 'report' });
    const { result } = (await reported) as { result: Omit<RunResult, 'calls' | 'errors'> };
    await exited;
    for (const error of players.log.sampleErrors()) console.log(`[main]   player error: ${error}`);
    return {
      ...result,
      calls: players.log.overall().count,
      errors: players.log.byEndpoint().reduce((sum, endpoint) => sum + endpoint.errors, 0),
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

const cell = (delay: LoopDelay) =>
  `p50 ${delay.p50} · p99 ${delay.p99} · max ${delay.max} ms (${delay.seconds} s)`;
const verdict = (delay: LoopDelay) =>
  delay.p99 < GOAL.p99 && delay.max < GOAL.max ? 'meets the goal' : 'misses the goal';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { seconds: { type: 'string' }, players: { type: 'string' }, pace: { type: 'string' } },
  });
  const options = {
    seconds: Number(values.seconds ?? 60),
    players: Number(values.players ?? 20),
    pace: Number(values.pace ?? 20),
  };
  console.log(
    `[main] event-loop delay of the desktop app's main process (built bundle, stand-in Electron); ` +
      `load: ${options.players} players at ${options.pace}x a person's pace for ${options.seconds} s, plus the backup players`,
  );
  const results: RunResult[] = [];
  for (const { mode, label } of MODES) {
    console.log(`[main] running: ${label}`);
    results.push(await runOnce(mode, options));
  }
  console.log('');
  for (const [index, { label }] of MODES.entries()) {
    const result = results[index]!;
    console.log(`[main] ${label}:`);
    console.log(
      `[main]   first start, empty data folder: ${cell(result.firstStart)}: ${verdict(result.firstStart)}`,
    );
    console.log(
      `[main]   under load (${result.calls} player calls, ${result.errors} errors): ${cell(result.load)}: ${verdict(result.load)}`,
    );
  }
  console.log(`[main] goal: p99 under ${GOAL.p99} ms and max under ${GOAL.max} ms`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[main] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
