import type { StatisticsResponse } from '../../../../shared/api';
import { formatDate } from '../../lib/format';
import { Panel } from './Panel';

export function ActivityPanel({ frequency }: { frequency: StatisticsResponse['frequency'] }) {
  const metrics = [
    { label: 'Total rounds played', value: String(frequency.total_rounds_played) },
    { label: 'Days active', value: String(frequency.days_active) },
    { label: 'Average rounds per day', value: frequency.rounds_per_day.toFixed(1) },
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
