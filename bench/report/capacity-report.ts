// The capacity search's figures: printed, saved to bench/results/, and its block in BENCHMARKS.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../lib/child-process';
import { playersPerCore, type CapacityResult, type CapacityStep } from '../scenarios/capacity-run';
import { replaceBenchmarksBlock } from './benchmarks-md';
import type { RunMetadata } from './run-metadata';
import { P99_LIMIT_MS } from './targets';

export function formatCapacity(result: CapacityResult): string {
  const perCore = playersPerCore(result);
  const { checks } = result;
  return [
    '',
    `=== ${result.name}: players at the app's own pace, ${result.servers} server process(es) on one PostgreSQL ===`,
    `Capacity   ${result.capacity} players with every endpoint's p99 under ${P99_LIMIT_MS} ms and 0 errors` +
      (perCore
        ? `; ${perCore.perCore} players per core (server plus PostgreSQL), ${perCore.perServerCore} per server core`
        : ''),
    `Database   ${databaseLine(result)}`,
    `Checks     npm run ledger:check: "${checks.ledgerCheckCommand.summary}" (exit ${checks.ledgerCheckCommand.exitCode}); ` +
      `ledger ${checks.ledgerViolations.length === 0 ? 'clean' : `${checks.ledgerViolations.length} violations`}; rules ${checks.passed ? 'PASSED' : 'FAILED'}`,
  ].join('\n');
}

export function saveCapacity(result: CapacityResult, metadata: RunMetadata): string {
  const folder = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const stamp = metadata.date.slice(0, 16).replace('T', '-').replace(':', '');
  const path = join(folder, `${stamp}-${result.name}.json`);
  writeFileSync(path, `${JSON.stringify({ metadata, ...result }, null, 2)}\n`);
  const file = relative(REPO_ROOT, path);
  replaceBenchmarksBlock(result.name, capacityMarkdown(result, metadata, file));
  return file;
}

function capacityMarkdown(result: CapacityResult, metadata: RunMetadata, file: string): string {
  const perCore = playersPerCore(result);
  const { checks } = result;
  return [
    `#### ${result.name}: ${result.servers} server process(es), players at the app's own pace`,
    '',
    `${metadata.date.slice(0, 16).replace('T', ' ')} UTC, commit ${metadata.commit}${metadata.uncommittedChanges ? ' plus uncommitted changes' : ''}, ` +
      `${metadata.cores} cores (${metadata.cpu}), Node ${metadata.node}; each step measured for ${metadata.options.capacitySeconds} s ` +
      `after ${metadata.options.capacityWarmupSeconds} s. Figures: \`${file}\`.`,
    '',
    `**${result.capacity} players** with every endpoint's p99 under ${P99_LIMIT_MS} ms and 0 errors` +
      (perCore
        ? `: ${perCore.perCore} players per core of server plus PostgreSQL CPU, ${perCore.perServerCore} per core of server CPU.`
        : '.'),
    '',
    `| players | calls/s | p50 ms | p99 ms | slowest endpoint p99 ms | errors | server cores | PostgreSQL cores | load generator | machine busy of ${metadata.cores} | load average | players per core (server + PostgreSQL) | verdict |`,
    `|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|`,
    ...result.steps.map(
      (step) =>
        `| ${step.players} | ${step.callsPerSecond.toFixed(0)} | ${step.overall.p50} | ${step.overall.p99} | ${step.slowestEndpoint} ${step.slowestP99} | ${step.errors} | ` +
        `${step.usage.serverCpuCores.join(' + ')} | ${step.usage.postgresCpuCores ?? 0} | ${step.usage.clientCpuCores} | ${step.usage.machineBusyCores} | ${step.usage.loadAverage} | ${stepPlayersPerCore(step)} | ${step.passed ? 'passed' : '**missed**'} |`,
    ),
    '',
    `Database after the search: ${databaseLine(result)}.`,
    '',
    `Checks after the search: \`npm run ledger:check\` said "${checks.ledgerCheckCommand.summary}" (exit ${checks.ledgerCheckCommand.exitCode}), ` +
      `ledger ${checks.ledgerViolations.length === 0 ? 'clean' : `**${checks.ledgerViolations.length} violations**`}, rules **${checks.passed ? 'passed' : 'FAILED'}**.`,
  ].join('\n');
}

function databaseLine(result: CapacityResult): string {
  const { bytes, emptyBytes, rounds, ledgerEntries, playerSeconds } = result.database;
  const playerHours = playerSeconds / 3600;
  const added = Math.max(0, bytes - emptyBytes) / 2 ** 20;
  return (
    `${(bytes / 2 ** 20).toFixed(0)} MiB (${(emptyBytes / 2 ** 20).toFixed(0)} MiB before play), ${rounds} rounds, ${ledgerEntries} ledger entries ` +
    `over ${playerHours.toFixed(1)} player-hours of play: about ${(added / Math.max(playerHours, 0.001)).toFixed(2)} MiB per player-hour ` +
    `(${rounds > 0 ? ((added * 1024) / rounds).toFixed(1) : '0'} KiB per round with its ledger entries, votes and timeline)`
  );
}

/** The step's players over the CPU they used: a figure to plan with even where a step missed. */
function stepPlayersPerCore(step: CapacityStep): number {
  const cores =
    step.usage.serverCpuCores.reduce((sum, value) => sum + value, 0) +
    (step.usage.postgresCpuCores ?? 0);
  return cores > 0 ? Math.round(step.players / cores) : 0;
}
