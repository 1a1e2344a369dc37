// Pure shaping of the statistics response into what each chart draws.
import type { StatisticsResponse } from '../../../../shared/api';

export interface Slice {
  name: string;
  value: number;
  color: string;
}

// SVG fill attributes cannot read CSS variables, so the series colours are literals, and one
// palette serves both themes: mid tones that stand out at least 3:1 (WCAG non-text contrast)
// from the light cards and page and from the dark ones alike (checked by
// tests/renderer/chart-contrast.test.ts). They colour fills and strokes only: text in the
// charts (legend names, pie percentages, axis ticks) takes the theme's text tokens
// (statistics.css), as these colours reach 3:1, not the 4.5:1 text needs.
export const CHART_COLORS = {
  prompt: '#8b5cf6',
  copy: '#0d8f7d',
  vote: '#b87800',
  bonus: '#2a8a4a',
  // Grid lines are decoration (the bars and axis ticks carry the values): no contrast needed.
  grid: '#ddd8ee',
} as const;

/**
 * One bar per role. The key is `player`, not `role`: recharts copies a bar's data fields onto
 * its SVG shape, and a `role="Prompt"` attribute there is an invalid ARIA role.
 */
export function winRateData(stats: StatisticsResponse) {
  return [
    { player: 'Prompt', winRate: stats.prompt_stats.win_rate, color: CHART_COLORS.prompt },
    { player: 'Copy', winRate: stats.copy_stats.win_rate, color: CHART_COLORS.copy },
    { player: 'Voter', winRate: stats.voter_stats.win_rate, color: CHART_COLORS.vote },
  ];
}

/** Pies draw only the slices that hold something (an empty slice would still get a label). */
function nonZero(slices: Slice[]): Slice[] {
  return slices.filter((slice) => slice.value > 0);
}

export function earningsSlices(earnings: StatisticsResponse['earnings']): Slice[] {
  return nonZero([
    { name: 'Prompt Earnings', value: earnings.prompt_earnings, color: CHART_COLORS.prompt },
    { name: 'Copy Earnings', value: earnings.copy_earnings, color: CHART_COLORS.copy },
    { name: 'Vote Earnings', value: earnings.vote_earnings, color: CHART_COLORS.vote },
    { name: 'Daily Bonuses', value: earnings.daily_bonuses, color: CHART_COLORS.bonus },
  ]);
}

export function costsSlices(earnings: StatisticsResponse['earnings']): Slice[] {
  return nonZero([
    { name: 'Prompt Costs', value: earnings.prompt_costs, color: CHART_COLORS.prompt },
    { name: 'Copy Costs', value: earnings.copy_costs, color: CHART_COLORS.copy },
    { name: 'Vote Costs', value: earnings.vote_costs, color: CHART_COLORS.vote },
  ]);
}

/** A slice's label: its share of the pie as a whole percent ("42%"). */
export function percentLabel(value: number, slices: readonly Slice[]): string {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return total > 0 ? `${Math.round((value / total) * 100)}%` : '0%';
}

/** The pie tooltip's two parts: the amount, then what the pie measures ('Earned', 'Spent'). */
export function coinsTooltip(value: unknown, caption: string): [string, string] {
  return [`${Number(value).toLocaleString('en-US')} coins`, caption];
}
