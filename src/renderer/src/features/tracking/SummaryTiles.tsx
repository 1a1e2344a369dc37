import { formatCoins } from '../../lib/format';
import type { TrackingSummary } from './summary';

export function SummaryTiles({ summary }: { summary: TrackingSummary }) {
  const tiles = [
    { label: 'In Progress', value: String(summary.inProgress) },
    { label: 'Finalized', value: String(summary.finalized) },
    { label: 'Total Earned', value: formatCoins(summary.totalEarned) },
  ];
  return (
    <dl className="tracking-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="tracking-tiles__tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
