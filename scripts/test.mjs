// `npm test`: build the app (the browser tests drive the built renderer and main bundle), run
// the whole vitest suite, and print the plain `N passed, N failed` line CI reads. A process the
// run started and left running (a server, a test's child) is ended and fails the run.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { leftoverProcesses } from './leftover-processes.mjs';

const startedAt = Date.now();
/** Children asked to stop at the end may take a moment to exit. */
const EXIT_GRACE_MS = 10_000;

const resultsFile = '.vitest-results.json';
const extraArgs = process.argv.slice(2);

const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Build failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync(resultsFile, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...extraArgs,
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + filesThatFailedWithoutAFailedTest(results);
  skipped = results.numPendingTests + (results.numTodoTests ?? 0);
} catch (error) {
  console.error('Could not read the test results:', error.message);
  failed = Math.max(1, failed);
}
if (run.status !== 0 && failed === 0) failed = 1;
if (await endLeftovers()) failed += 1;
if (skipped) console.log(`${skipped} skipped (each prints why above)`);
// CI reads this line, alone as it is.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** Ends the processes the run left behind; true when there were any. */
async function endLeftovers() {
  const deadline = Date.now() + EXIT_GRACE_MS;
  let left = leftoverProcesses(process.cwd(), startedAt);
  while (left.processes.length > 0 && Date.now() < deadline) {
    await sleep(500);
    left = leftoverProcesses(process.cwd(), startedAt);
  }
  if (!left.supported) console.log('Leftover-process check skipped: it reads /proc (Linux only).');
  for (const { pid, command } of left.processes) {
    console.error(`A test left this process running; ended it: ${pid} ${command.slice(0, 160)}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It ended by itself meanwhile.
    }
  }
  return left.processes.length > 0;
}

// A file that fails to load (or whose hooks fail) counts once, next to the failed tests.
function filesThatFailedWithoutAFailedTest(results) {
  return results.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}
