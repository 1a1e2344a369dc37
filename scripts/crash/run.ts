// `npm run crash-test`: for each engine, a load of simulated players (40 of the benchmark's
// load simulator, and 8 of the crash test's own, which also log in, claim bonuses and give
// feedback) against a server process that is SIGKILLed at random moments (10 times by
// default) and restarted on the same address; after each death
// every request the server had acknowledged with a 2xx must be in the database, no overdue
// round may survive the restarted server's first sweep, and the ledger must balance.
//
// The kill comes 1.5 to 5 s (--min-run-ms, --max-run-ms) after the restarted server's first sweep.
//
//   npm run crash-test -- --kills 10 --players 8 --simulated-players 40 --time-scale 20 --seed 7 --engine both
import { parseArgs } from 'node:util';
import type { Engine } from '../../src/server/db/types';
import { postgresBinariesAvailable } from '../../src/server/dev/postgres-server';
import { resolveSeed } from '../fuzz/common/random';
import { runCrashTest, type CrashRunReport } from './crash-run';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    players: { type: 'string', default: '8' },
    'simulated-players': { type: 'string', default: '40' },
    'time-scale': { type: 'string', default: '20' },
    seed: { type: 'string' },
    engine: { type: 'string', default: 'both' },
    'min-run-ms': { type: 'string', default: '1500' },
    'max-run-ms': { type: 'string', default: '5000' },
  },
});

async function main(): Promise<number> {
  const seed = resolveSeed(values.seed);
  console.log(`Crash test seed ${seed} (replay with --seed ${seed})`);
  const engines: Engine[] =
    values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine as Engine];
  let failed = false;
  for (const engine of engines) {
    if (engine === 'postgres' && !postgresBinariesAvailable()) {
      console.log('PostgreSQL binaries not found: skipping the PostgreSQL crash run');
      continue;
    }
    const report = await runCrashTest({
      engine,
      seed,
      kills: Number(values.kills),
      players: Number(values.players),
      simulatedPlayers: Number(values['simulated-players']),
      timeScale: Number(values['time-scale']),
      minRunMs: Number(values['min-run-ms']),
      maxRunMs: Number(values['max-run-ms']),
      log: (line) => console.log(line),
    });
    printReport(report);
    failed ||= !report.passed;
  }
  console.log(failed ? '\nCRASH TEST FAILED' : '\nCrash test passed');
  return failed ? 1 : 0;
}

function printReport(report: CrashRunReport): void {
  const kills = report.generations.filter((generation) => generation.ended === 'killed').length;
  console.log(
    `\nCrash test on ${report.engine}: ${kills} SIGKILLs and restarts in ${(report.durationMs / 1000).toFixed(1)} s, seed ${report.seed}`,
  );
  console.log(
    `Crash players' steps: ${report.steps}; load simulator (npm run bench's players): ${report.simulated.players} players, ${report.simulated.requests} requests, ${report.simulated.succeeded} answered 2xx`,
  );
  console.log(`Acknowledged (2xx) and checked: ${report.acknowledgements.summary()}`);
  const missing = report.generations.flatMap((generation) => generation.check.missing);
  const stuck = report.generations.reduce(
    (sum, generation) => sum + generation.check.stuckRounds,
    0,
  );
  const ledger = report.generations.flatMap((generation) => generation.check.ledgerViolations);
  console.log(`Acknowledged but missing after a crash: ${missing.length}`);
  for (const line of missing.slice(0, 20)) console.log(`  ${line}`);
  const leftOpen = report.generations
    .filter((generation) => generation.ended === 'killed')
    .reduce((sum, generation) => sum + generation.check.leftActive, 0);
  console.log(
    `Rounds left active by the kills: ${leftOpen}; still active past expiry + grace after the restarted server's first sweep: ${stuck}`,
  );
  const stuckDetails = report.generations.flatMap((generation) => generation.check.stuckDetails);
  for (const line of stuckDetails.slice(0, 20)) console.log(`  stuck: ${line}`);
  console.log(
    `Ledger check after every crash: ${ledger.length === 0 ? 'clean' : ledger.slice(0, 10).join('; ')}`,
  );
  console.log(report.passed ? 'PASSED' : 'FAILED');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
