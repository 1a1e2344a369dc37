// The Role Performance radar: four measures on one 0-100 scale so roles compare at a glance.
import type { StatisticsResponse } from '../../../../shared/api';

export interface RadarRow {
  metric: string;
  Prompt: number;
  Copy: number;
  Voter: number;
}

type RoleStats = StatisticsResponse['prompt_stats'] | StatisticsResponse['voter_stats'];
/** One value per role, in the order prompt, copy, voter. */
type PerRole = [number, number, number];

/** Each role's share of the best role's value, as 0-100; all zero when no role has any. */
function relativeToBest([prompt, copy, voter]: PerRole): PerRole {
  const best = Math.max(prompt, copy, voter);
  const scale = (value: number) => (best > 0 ? Math.round((Math.max(0, value) / best) * 100) : 0);
  return [scale(prompt), scale(copy), scale(voter)];
}

function row(metric: string, [prompt, copy, voter]: PerRole): RadarRow {
  return { metric, Prompt: prompt, Copy: copy, Voter: voter };
}

export function rolePerformanceData(stats: StatisticsResponse): RadarRow[] {
  const perRole = (pick: (role: RoleStats) => number): PerRole => [
    pick(stats.prompt_stats),
    pick(stats.copy_stats),
    pick(stats.voter_stats),
  ];
  return [
    row('Total Rounds', relativeToBest(perRole((role) => role.total_rounds))),
    // Win rate already is a percent, so it stays absolute: a 40% role should not read as 100.
    row(
      'Win Rate',
      perRole((role) => Math.round(Math.min(100, Math.max(0, role.win_rate)))),
    ),
    row('Avg Earnings', relativeToBest(perRole((role) => role.average_earnings))),
    row('Total Earnings', relativeToBest(perRole((role) => role.total_earnings))),
  ];
}
