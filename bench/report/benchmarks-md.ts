// Keeps BENCHMARKS.md current: each run rewrites its own block between
// `<!-- bench:<run>:start -->` and `<!-- bench:<run>:end -->`; the prose around stays as written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/child-process';
import type { RunResult } from '../scenarios/engine-run';
import type { RunMetadata } from './run-metadata';
import { cpuMsPerCall } from '../lib/resource-monitor';
import { cheapestToDebit, judgeTargets, verdictLabel } from './targets';

const BENCHMARKS_MD = join(REPO_ROOT, 'BENCHMARKS.md');

export function updateBenchmarksMd(
  run: RunResult,
  metadata: RunMetadata,
  resultsFile: string,
): void {
  replaceBenchmarksBlock(run.name, runMarkdown(run, metadata, resultsFile));
}

/** Rewrites the block of run `name` in BENCHMARKS.md (appended when it has none yet). */
export function replaceBenchmarksBlock(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown}\n${end}`;
  const current = existsSync(BENCHMARKS_MD)
    ? readFileSync(BENCHMARKS_MD, 'utf8')
    : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(BENCHMARKS_MD, next);
}

function runMarkdown(run: RunResult, metadata: RunMetadata, resultsFile: string): string {
  const { load, ceilings, checks, totals } = run;
  const { usage, signUp } = load;
  const { options } = metadata;
  const lines = [
    `#### ${run.name}: ${run.engine}, ${run.servers} server process(es)`,
    '',
    `${metadata.date.slice(0, 16).replace('T', ' ')} UTC, commit ${metadata.commit}${metadata.uncommittedChanges ? ' plus uncommitted changes' : ''}, ` +
      `${metadata.cores} cores (${metadata.cpu}), Node ${metadata.node}; ${load.players} players, ` +
      `${load.seconds.toFixed(0)} s measured after ${run.warmupSeconds} s of warm-up, time scale ${run.timeScale}` +
      `${run.engine === 'postgres' ? (options.durable ? ', durable PostgreSQL' : ', PostgreSQL with fsync off') : ''}. ` +
      `Figures: \`${resultsFile}\`.`,
    '',
    `| | per second | p50 ms | p99 ms | CPU (cores) | CPU ms per call | load average |`,
    `|---|---:|---:|---:|---|---:|---:|`,
    `| game calls (all endpoints) | ${load.actionsPerSecond.toFixed(0)} | ${load.overall.p50} | ${load.overall.p99} | server ${usage.serverCpuCores.join(' + ')} (kernel ${usage.serverSystemCpuCores.join(' + ')})` +
      `${usage.postgresCpuCores === undefined ? '' : `, PostgreSQL ${usage.postgresCpuCores}`}, load generator ${usage.clientCpuCores}, machine ${usage.machineBusyCores} of ${usage.cores} | ${cpuMsPerCall(usage, load.actionsPerSecond)} | ${usage.loadAverage} |`,
    `| debit ceiling (${ceilings.debit.connections} connections) | ${ceilings.debit.perSecond.toFixed(0)} | ${ceilings.debit.latency.p50} | ${ceilings.debit.latency.p99} | client ${ceilings.debit.clientCpuCores.toFixed(2)} | | |`,
    `| HTTP hello ceiling (${ceilings.hello.concurrency} in flight) | ${ceilings.hello.perSecond.toFixed(0)} | ${ceilings.hello.latency.p50} | ${ceilings.hello.latency.p99} | server ${ceilings.hello.serverCpuCores}, client ${ceilings.hello.clientCpuCores} | | |`,
    `| cheapest game call alone (${ceilings.cheapestCall.endpoint}, ${ceilings.cheapestCall.concurrency} in flight) | ${ceilings.cheapestCall.perSecond.toFixed(0)} | ${ceilings.cheapestCall.latency.p50} | ${ceilings.cheapestCall.latency.p99} | server ${ceilings.cheapestCall.serverCpuCores.join(' + ')}` +
      `${ceilings.cheapestCall.postgresCpuCores === undefined ? '' : `, PostgreSQL ${ceilings.cheapestCall.postgresCpuCores}`}, load generator ${ceilings.cheapestCall.clientCpuCores} | ${ceilings.cheapestCall.cpuMsPerCall} | ${ceilings.cheapestCall.loadAverage} |`,
    '',
    `Game calls = ${run.ratios.toDebit.toFixed(2)} x the debit ceiling, ${run.ratios.toHello.toFixed(3)} x the HTTP ceiling and ` +
      `${run.ratios.toCheapestCall.toFixed(2)} x the cheapest call alone (itself ${cheapestToDebit(run).toFixed(2)} x the debit ceiling); ` +
      `${load.requests} calls, **${load.errors} errors**, ${load.refusals} refusals. Server peak RSS ${usage.serverPeakRssMb.map((mb) => `${mb} MiB`).join(' + ')}. ` +
      `Sign-up of the players (before the clock): ${signUp.seconds.toFixed(1)} s, p99 ${signUp.latency.p99} ms.`,
    '',
    `| endpoint | count | p50 ms | p95 ms | p99 ms | max ms | refusals / errors |`,
    `|---|---:|---:|---:|---:|---:|---|`,
    ...load.endpoints.map((endpoint) => {
      const refusals = Object.entries(endpoint.refusals).map(([code, n]) => `${code} ${n}`);
      if (endpoint.errors) refusals.push(`**${endpoint.errors} errors**`);
      const { latency } = endpoint;
      return `| ${endpoint.endpoint} | ${latency.count} | ${latency.p50} | ${latency.p95} | ${latency.p99} | ${latency.max} | ${refusals.join(', ')} |`;
    }),
    '',
    `Played: ${Object.entries(totals.rounds)
      .map(([key, n]) => `${key} ${n}`)
      .join(', ')}; sets ` +
      `${
        Object.entries(totals.phrasesets)
          .map(([key, n]) => `${key} ${n}`)
          .join(', ') || 'none'
      }; ${totals.votes} votes ` +
      `(most on one set ${totals.mostVotesOnASet}).`,
    '',
    `Checks after the run: \`npm run ledger:check\` said "${checks.ledgerCheckCommand.summary}" (exit ${checks.ledgerCheckCommand.exitCode}), ledger ${checks.ledgerViolations.length === 0 ? 'clean' : `**${checks.ledgerViolations.length} violations**`}, ` +
      `duplicate ledger keys ${checks.duplicateLedgerKeys}, double prize payouts ${checks.doublePrizePayouts}, sets over max votes ` +
      `${checks.setsOverMaxVotes}, wrong vote counts ${checks.setsWithWrongVoteCount}, double votes ${checks.doubleVotes}, ` +
      `players with two active rounds ${checks.playersWithTwoActiveRounds}, prompts with three copies ${checks.promptsWithThreeCopies}: ` +
      `**${checks.passed ? 'passed' : 'FAILED'}**.`,
    '',
    ...judgeTargets(run).map(
      (verdict) =>
        `- ${verdict.met === false ? '**not met**' : verdictLabel(verdict)}: ${verdict.goal} (${verdict.detail})`,
    ),
  ];
  return lines.join('\n');
}
