// `npm test`: build the app (the browser tests drive the built renderer and main bundle) and
// run the whole vitest suite, with lint running beside both, then print the plain
// `N passed, N failed` line CI reads. Lint errors (the import boundaries among them) fail the
// run. A process the run started and left running (a server, a test's child) is ended and fails
// the run.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { leftoverProcesses } from './leftover-processes.mjs';

const startedAt = Date.now();
/** Children asked to stop at the end may take a moment to exit. */
const EXIT_GRACE_MS = 10_000;
/** A run that goes on this long is hung (a quiet 2-core machine runs the suite in about 10 minutes). */
const QUIET_SUITE_LIMIT_MS = 60 * 60_000;

const resultsFile = '.vitest-results.json';
// The suites make thousands of throw-away folders (data folders, settings, browser profiles):
// they all go into one temporary folder of this run, removed at its end, whatever a test left.
// Others may pass through it: the throw-away PostgreSQL server runs as the postgres user.
const runTempFolder = mkdtempSync(join(tmpdir(), 'copycat-test-run-'));
chmodSync(runTempFolder, 0o755);
const extraArgs = process.argv.slice(2);

// Lint reads while the build writes and the tests run: it takes about 40 s of one core, and
// the suite leaves part of the machine's CPU idle (it waits on PostgreSQL, the browser and
// timers: 737 s of CPU in 536 s on 2 cores), so beside the tests it costs less wall time than
// the 40 s it took before them.
const lint = runLint();
const build = await new Promise((resolve) =>
  spawn('npx', ['electron-vite', 'build'], { stdio: 'inherit' }).once('exit', (code) =>
    resolve({ status: code ?? 1 }),
  ),
);
if (build.status !== 0) {
  const linted = await reportLint();
  console.error('Build failed');
  console.log(`0 passed, ${linted.status === 0 ? 1 : 2} failed`);
  process.exit(1);
}

rmSync(resultsFile, { force: true });
const run = await runVitest([
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...extraArgs,
]);

const linted = await reportLint();

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
if (linted.status !== 0) failed += 1;
if (await endLeftovers()) failed += 1;
rmSync(runTempFolder, { recursive: true, force: true });
if (skipped) console.log(`${skipped} skipped (each prints why above)`);
// CI reads this line, alone as it is.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** Prints lint's report, kept while it ran, and whether it passed. */
async function reportLint() {
  const linted = await lint;
  process.stdout.write(linted.output);
  console.log(
    `Lint ${linted.status === 0 ? 'clean' : 'FAILED'} in ${(linted.ms / 1000).toFixed(1)} s`,
  );
  return linted;
}

/**
 * Runs eslint, then Prettier's check, on the whole project, keeping their reports to print once
 * the tests have run. Prettier lists the files it would change: a file that drifted fails the run.
 */
async function runLint() {
  const started = Date.now();
  const eslint = await runQuietly(['eslint', '.']);
  const prettier = await runQuietly(['prettier', '--list-different', '.']);
  const drifted = prettier.output.trim();
  return {
    status: eslint.status || prettier.status,
    output:
      eslint.output + (drifted ? `Not formatted by Prettier (npm run format):\n${drifted}\n` : ''),
    ms: Date.now() - started,
  };
}

/** Runs an npx command, keeping its output. */
function runQuietly(args) {
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.once('close', (code) => resolve({ status: code ?? 1, output })),
  );
}

/**
 * Runs vitest in a process group of its own, so that a run that hangs past its limit is ended
 * with every worker and child it started. The limit is six times a quiet machine's run,
 * stretched by the load per core at the start. Ctrl-C and SIGTERM are passed on to the group.
 */
function runVitest(args) {
  const slowness = Math.max(1, loadavg()[0] / availableParallelism());
  const limitMs = Math.round(QUIET_SUITE_LIMIT_MS * slowness);
  const ownGroup = process.platform !== 'win32';
  const child = spawn('npx', args, {
    stdio: 'inherit',
    detached: ownGroup,
    shell: !ownGroup,
    // os.tmpdir() reads TMPDIR on Unix, TEMP and TMP on Windows.
    env: { ...process.env, TMPDIR: runTempFolder, TEMP: runTempFolder, TMP: runTempFolder },
  });
  const timer = setTimeout(() => {
    console.error(
      `The suite ran past its limit of ${Math.round(limitMs / 60_000)} minutes: ended.`,
    );
    try {
      process.kill(ownGroup ? -child.pid : child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, limitMs);
  const passOn = (signal) => {
    try {
      process.kill(ownGroup ? -child.pid : child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  process.on('SIGINT', passOn);
  process.on('SIGTERM', passOn);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      resolve({ status: code ?? 1 });
    }),
  );
}

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
