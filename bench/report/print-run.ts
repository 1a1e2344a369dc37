// A run's figures as plain text for the terminal.
import type { RunResult } from '../scenarios/engine-run';
import { cpuMsPerCall } from '../lib/resource-monitor';
import { cheapestToDebit, judgeTargets, verdictLabel } from './targets';

export function formatRun(run: RunResult): string {
  const { load, ceilings, checks, totals } = run;
  const { usage } = load;
  const lines: string[] = [];
  lines.push(
    '',
    `=== ${run.name}: ${run.engine}, ${run.servers} server process(es), ${load.players} players, ` +
      `${load.seconds.toFixed(1)} s measured, time scale ${run.timeScale} ===`,
    `Ceilings   debit transactions ${ceilings.debit.perSecond.toFixed(0)}/s (${ceilings.debit.connections} connections, ` +
      `p50 ${ceilings.debit.latency.p50} ms, p99 ${ceilings.debit.latency.p99} ms); ` +
      `HTTP hello ${ceilings.hello.perSecond.toFixed(0)} req/s (${ceilings.hello.concurrency} in flight, ` +
      `p99 ${ceilings.hello.latency.p99} ms, server ${ceilings.hello.serverCpuCores} cores, client ${ceilings.hello.clientCpuCores} cores)`,
    `           cheapest game call alone (${ceilings.cheapestCall.endpoint}, ${ceilings.cheapestCall.concurrency} in flight, after the play) ` +
      `${ceilings.cheapestCall.perSecond.toFixed(0)}/s = ${cheapestToDebit(run).toFixed(2)} x debit ceiling ` +
      `(p99 ${ceilings.cheapestCall.latency.p99} ms, ${ceilings.cheapestCall.errors} errors, server ${ceilings.cheapestCall.serverCpuCores.join(' + ')} cores` +
      (ceilings.cheapestCall.postgresCpuCores === undefined
        ? ''
        : `, PostgreSQL ${ceilings.cheapestCall.postgresCpuCores} cores`) +
      `; ${ceilings.cheapestCall.cpuMsPerCall} ms CPU per call; load average ${ceilings.cheapestCall.loadAverage})`,
    ...run.callsAlone.map(
      (alone) =>
        `Alone      ${alone.endpoint} ${alone.perSecond.toFixed(0)}/s (${alone.concurrency} in flight, p99 ${alone.latency.p99} ms, ` +
        `${alone.errors} errors, server ${alone.serverCpuCores.join(' + ')} cores` +
        (alone.postgresCpuCores === undefined
          ? ''
          : `, PostgreSQL ${alone.postgresCpuCores} cores`) +
        `; ${alone.cpuMsPerCall} ms CPU per call)`,
    ),
    `Game       ${load.actionsPerSecond.toFixed(1)} calls/s = ${run.ratios.toDebit.toFixed(2)} x debit ceiling, ` +
      `${run.ratios.toHello.toFixed(3)} x HTTP ceiling, ${run.ratios.toCheapestCall.toFixed(2)} x the cheapest call alone; ${load.requests} calls, ${load.errors} errors, ${load.refusals} refusals; ` +
      `overall p50 ${load.overall.p50} ms, p99 ${load.overall.p99} ms`,
    `CPU        server ${usage.serverCpuCores.join(' + ')} cores (kernel ${usage.serverSystemCpuCores.join(' + ')})` +
      (usage.postgresCpuCores === undefined
        ? ' (PGlite inside it)'
        : `, PostgreSQL ${usage.postgresCpuCores} cores`) +
      `, load generator ${usage.clientCpuCores} cores, whole machine ${usage.machineBusyCores} of ${usage.cores} cores busy, load average ${usage.loadAverage}`,
    `CPU/call   server plus PostgreSQL ${cpuMsPerCall(usage, load.actionsPerSecond)} ms per game call ` +
      `(the cheapest call alone ${ceilings.cheapestCall.cpuMsPerCall} ms)`,
    `Memory     server peak RSS ${usage.serverPeakRssMb.map((mb) => `${mb} MiB`).join(' + ')} (sampled every 250 ms from /proc)`,
    `Sign-up    ${load.players} players in ${load.signUp.seconds.toFixed(1)} s (p99 ${load.signUp.latency.p99} ms; not in the game figures)`,
    '',
    `${'endpoint'.padEnd(30)} ${'count'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}  refusals / errors`,
  );
  for (const endpoint of load.endpoints) {
    const { latency } = endpoint;
    const refusals = Object.entries(endpoint.refusals)
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    lines.push(
      `${endpoint.endpoint.padEnd(30)} ${String(latency.count).padStart(7)} ${ms(latency.p50)} ${ms(latency.p95)} ${ms(latency.p99)} ${ms(latency.max)}  ` +
        [refusals, endpoint.errors ? `${endpoint.errors} errors` : ''].filter(Boolean).join('; '),
    );
  }
  for (const sample of load.errorSamples) lines.push(`  error: ${sample}`);
  lines.push(
    '',
    `Played     rounds ${Object.entries(totals.rounds)
      .map(([key, n]) => `${key} ${n}`)
      .join(', ')}`,
    `           sets ${
      Object.entries(totals.phrasesets)
        .map(([key, n]) => `${key} ${n}`)
        .join(', ') || 'none'
    }; ` +
      `${totals.votes} votes (most on one set: ${totals.mostVotesOnASet}); ${totals.ledgerEntries} ledger entries`,
    `Checks     npm run ledger:check: "${checks.ledgerCheckCommand.summary}" (exit ${checks.ledgerCheckCommand.exitCode}); ledger: ${checks.ledgerViolations.length === 0 ? 'clean' : `${checks.ledgerViolations.length} violations`}; ` +
      `duplicate ledger keys ${checks.duplicateLedgerKeys}; double prize payouts ${checks.doublePrizePayouts}; ` +
      `sets over max votes ${checks.setsOverMaxVotes}; wrong vote counts ${checks.setsWithWrongVoteCount}; ` +
      `double votes ${checks.doubleVotes}; players with 2 active rounds ${checks.playersWithTwoActiveRounds}; ` +
      `prompts with 3 copies ${checks.promptsWithThreeCopies} => ${checks.passed ? 'PASSED' : 'FAILED'}`,
  );
  for (const violation of checks.ledgerViolations.slice(0, 10))
    lines.push(`  ledger: ${violation}`);
  lines.push(
    `Goals${run.engine === 'pglite' ? ' (set for PostgreSQL; shown for comparison)' : ''}`,
  );
  for (const verdict of judgeTargets(run))
    lines.push(`  [${verdictLabel(verdict)}] ${verdict.goal}: ${verdict.detail}`);
  return lines.join('\n');
}

function ms(value: number): string {
  return `${value.toFixed(1)}`.padStart(8);
}
