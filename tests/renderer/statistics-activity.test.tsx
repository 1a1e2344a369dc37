// The Activity Metrics panel: "average rounds per day to one decimal" (product spec, /statistics)
// is the ratio of the two counts rounded once, not the server's two-decimal figure rounded again.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatisticsResponse } from '../../src/shared/api';
import { ActivityPanel } from '../../src/renderer/src/features/statistics/ActivityPanel';

function frequency(
  overrides: Partial<StatisticsResponse['frequency']>,
): StatisticsResponse['frequency'] {
  return {
    total_rounds_played: 0,
    days_active: 0,
    rounds_per_day: 0,
    member_since: '2026-11-01T10:00:00Z',
    last_active: null,
    ...overrides,
  };
}

function roundsPerDayShown(): string | null {
  const term = screen.getByText('Average rounds per day');
  return term.nextElementSibling?.textContent ?? null;
}

afterEach(cleanup);

describe('Activity Metrics: average rounds per day', () => {
  it('rounds 81 rounds over 65 days (1.246...) to 1.2, not 1.3 via the server’s 1.25', () => {
    render(
      <ActivityPanel
        frequency={frequency({ total_rounds_played: 81, days_active: 65, rounds_per_day: 1.25 })}
      />,
    );
    expect(roundsPerDayShown()).toBe('1.2');
  });

  it('rounds halves up, as the server does (35 over 4 days is 8.8)', () => {
    render(
      <ActivityPanel
        frequency={frequency({ total_rounds_played: 35, days_active: 4, rounds_per_day: 8.75 })}
      />,
    );
    expect(roundsPerDayShown()).toBe('8.8');
  });

  it('shows 0.0 and Never for a player with no rounds', () => {
    render(<ActivityPanel frequency={frequency({})} />);
    expect(roundsPerDayShown()).toBe('0.0');
    expect(screen.getByText('Last active').nextElementSibling?.textContent).toBe('Never');
  });
});
