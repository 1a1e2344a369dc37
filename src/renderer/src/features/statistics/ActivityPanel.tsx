import type { StatisticsResponse } from '../../../../shared/api';
import { formatDate } from '../../lib/format';
import { Panel } from './Panel';

/**
 * Average rounds per day to one decimal, from the two counts. The server's rounds_per_day is
 * already rounded to two decimals, and rounding that again is off where it crossed a half (81
 * rounds over 65 days is 1.246: the server's 1.25 would read 1.3). Halves round up, as the
 * server rounds.
 */
function roundsPerDay(frequency: StatisticsResponse['frequency']): string {
  const { total_rounds_played: rounds, days_active: days } = frequency;
  if (days <= 0) return frequency.rounds_per_day.toFixed(1);
  return (Math.round((rounds * 10) / days) / 10).toFixed(1);
}

export function ActivityPanel({ frequency }: { frequency: StatisticsResponse['frequency'] }) {
  const metrics = [
    { label: 'Total rounds played', value: String(frequency.total_rounds_played) },
    { label: 'Days active', value: String(frequency.days_active) },
    { label: 'Average rounds per day', value: roundsPerDay(frequency) },
    { label: 'Member since', value: formatDate(frequency.member_since) },
    { label: 'Last active', value: formatDate(frequency.last_active) },
  ];
  return (
    <Panel title="Activity Metrics">
      <dl className="definition-list">
        {metrics.map((metric) => (
          <div key={metric.label} className="stats-metric">
            <dt>{metric.label}</dt>
            <dd>{metric.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
