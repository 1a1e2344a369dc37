// `npm run fuzz`: the HTTP fuzzer (every endpoint of the OpenAPI document, over app.inject, on
// PGlite and PostgreSQL) and the IPC fuzzer (every channel of the desktop shell's core against a
// real in-process server). Prints the seed first so any run can be replayed with --seed.
//
//   npm run fuzz -- --requests 100000 --ipc 20000 --seed 42 --engine both
import { parseArgs } from 'node:util';
import type { Engine } from '../../src/server/db/types';
import { postgresBinariesAvailable } from '../../src/server/dev/postgres-server';
import { resolveSeed } from './common/random';
import { openFuzzApp } from './http/fuzz-app';
import { runHttpFuzz } from './http/http-fuzzer';
import { printHttpReport } from './http/print-http-report';
import { printIpcReport } from './ipc/print-ipc-report';
import { runIpcFuzzAgainstRealServer } from './ipc/ipc-fuzz-server';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    ipc: { type: 'string', default: '20000' },
    seed: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    'stop-on-failure': { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  const seed = resolveSeed(values.seed);
  const requests = count('--requests', values.requests);
  const invocations = count('--ipc', values.ipc);
  console.log(`Fuzz seed ${seed} (replay with --seed ${seed})`);
  let failed = false;

  // `--requests 0` runs the IPC fuzzer alone, without opening a database for nothing.
  for (const engine of requests > 0 ? engines(values.engine ?? 'both') : []) {
    const fuzzApp = await openFuzzApp(engine, seed);
    try {
      const step = Math.max(1, Math.floor(requests / 10));
      let next = step;
      const report = await runHttpFuzz({
        app: fuzzApp.app,
        clock: fuzzApp.clock,
        requests,
        seed,
        stopOnFailure: values['stop-on-failure'],
        onProgress: (done) => {
          if (done >= next) {
            console.log(`  ${engine}: ${done} requests`);
            next += step;
          }
        },
      });
      printHttpReport(engine, report);
      failed ||= report.failures.length > 0 || report.ledgerViolations.length > 0;
    } finally {
      await fuzzApp.close();
    }
  }

  if (invocations > 0) {
    const report = await runIpcFuzzAgainstRealServer({ invocations, seed });
    printIpcReport(report);
    failed ||= report.failures.length > 0 || report.ledgerViolations.length > 0;
  }
  console.log(
    failed
      ? '\nFUZZ FAILED'
      : '\nFuzz passed: no 5xx, no crash, no coin moved by a refusal, ledger clean',
  );
  return failed ? 1 : 0;
}

/** A count given on the command line: a whole number, 0 to skip that part of the run. */
function count(option: string, given: string | undefined): number {
  const value = Number(given);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${option} must be a whole number, got ${given}`);
  return value;
}

function engines(choice: string): Engine[] {
  const wanted: Engine[] = choice === 'both' ? ['pglite', 'postgres'] : [choice as Engine];
  if (wanted.some((engine) => engine !== 'pglite' && engine !== 'postgres'))
    throw new Error(`--engine must be pglite, postgres or both, got ${choice}`);
  if (wanted.includes('postgres') && !postgresBinariesAvailable()) {
    console.log('PostgreSQL binaries not found: fuzzing PGlite only');
    return wanted.filter((engine) => engine !== 'postgres');
  }
  return wanted;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
