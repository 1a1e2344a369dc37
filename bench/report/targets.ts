// The goals of issue #8, judged on a run's figures. They are the PostgreSQL goals; on PGlite
// (one connection, in the server's process) they are printed for comparison only.
import { cpuMsPerCall } from '../lib/resource-monitor';
import type { RunResult } from '../scenarios/engine-run';

export interface TargetVerdict {
  goal: string;
  /** 'n/a' when the run cannot judge the goal (see judgeTargets). */
  met: boolean | 'n/a';
  detail: string;
}

export const verdictLabel = (verdict: TargetVerdict): string =>
  verdict.met === 'n/a' ? 'n/a' : verdict.met ? 'met' : 'NOT MET';

export const P99_LIMIT_MS = 50;
export const MIN_RATIO_TO_DEBIT = 0.5;
/** Issue #20: the played mix against the cheapest game call of the same run. */
export const MIN_RATIO_TO_CHEAPEST = 0.4;
/** Issue #20: server plus PostgreSQL CPU per game call. */
export const MAX_CPU_MS_PER_CALL = 1.1;

/** How the cheapest game call alone compares with the debit ceiling: the most any mix of calls could reach. */
export const cheapestToDebit = (run: RunResult): number =>
  run.ceilings.cheapestCall.perSecond / run.ceilings.debit.perSecond;

export function judgeTargets(run: RunResult): TargetVerdict[] {
  const slowest = [...run.load.endpoints].sort((a, b) => b.latency.p99 - a.latency.p99)[0];
  return [
    {
      goal: `p99 below ${P99_LIMIT_MS} ms for every game call`,
      met: run.load.endpoints.every((endpoint) => endpoint.latency.p99 < P99_LIMIT_MS),
      detail: slowest
        ? `slowest p99: ${slowest.endpoint} ${slowest.latency.p99} ms`
        : 'no requests',
    },
    {
      goal: `game calls/s at least ${MIN_RATIO_TO_DEBIT} x the debit ceiling`,
      // At the app's own pace the players ask for a few dozen calls a second whatever the
      // server could do: throughput is judged on the compressed runs, which saturate it.
      met: run.timeScale === 1 ? 'n/a' : run.ratios.toDebit >= MIN_RATIO_TO_DEBIT,
      detail:
        `${run.load.actionsPerSecond.toFixed(0)}/s vs ${run.ceilings.debit.perSecond.toFixed(0)}/s = ${run.ratios.toDebit.toFixed(2)}` +
        (run.timeScale === 1
          ? ' (what the players asked for at the app pace, not a capacity)'
          : `; the cheapest call alone reaches ${cheapestToDebit(run).toFixed(2)}`),
    },
    {
      goal: `game calls/s at least ${MIN_RATIO_TO_CHEAPEST} x the cheapest call alone`,
      met: run.timeScale === 1 ? 'n/a' : run.ratios.toCheapestCall >= MIN_RATIO_TO_CHEAPEST,
      detail: `${run.load.actionsPerSecond.toFixed(0)}/s vs ${run.ceilings.cheapestCall.perSecond.toFixed(0)}/s = ${run.ratios.toCheapestCall.toFixed(2)}`,
    },
    {
      goal: `server plus PostgreSQL CPU at most ${MAX_CPU_MS_PER_CALL} ms per game call`,
      // PGlite runs inside the server process, so its figure is the server's alone.
      met:
        run.engine === 'pglite' || run.timeScale === 1
          ? 'n/a'
          : cpuMsPerCall(run.load.usage, run.load.actionsPerSecond) <= MAX_CPU_MS_PER_CALL,
      detail: `${cpuMsPerCall(run.load.usage, run.load.actionsPerSecond)} ms (load average ${run.load.usage.loadAverage})`,
    },
    { goal: 'zero errors', met: run.load.errors === 0, detail: `${run.load.errors} errors` },
    {
      goal: 'ledger and game rules hold',
      met: run.checks.passed,
      detail: run.checks.passed ? 'all checks passed' : 'see checks',
    },
  ];
}
