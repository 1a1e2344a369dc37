// `npm test`: build the app (the browser tests drive the built renderer and main bundle), run
// the whole vitest suite, and print the plain `N passed, N failed` line CI reads.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

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
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...extraArgs],
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
if (skipped) console.log(`${skipped} skipped (each prints why above)`);
// CI reads this line, alone as it is.
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

// A file that fails to load (or whose hooks fail) counts once, next to the failed tests.
function filesThatFailedWithoutAFailedTest(results) {
  return results.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}
