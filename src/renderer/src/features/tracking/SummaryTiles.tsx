import { formatCoins } from '../../lib/format';
import type { TrackingSummary } from './summary';

/** Shown in a tile whose number is not known (still loading, or the load failed). */
export const UNKNOWN_VALUE = '–';

export function SummaryTiles({
  summary,
  loading,
}: {
  /** Null while nothing is known; a tile never shows 0 for a count it does not have. */
  summary: TrackingSummary | null;
  loading: boolean;
}) {
  const unknown = loading ? '...' : UNKNOWN_VALUE;
  const tiles = [
    { label: 'In Progress', value: summary ? String(summary.inProgress) : unknown },
    { label: 'Finalized', value: summary ? String(summary.finalized) : unknown },
    { label: 'Total Earned', value: summary ? formatCoins(summary.totalEarned) : unknown },
  ];
  return (
    <dl className="tracking-tiles" aria-busy={loading}>
      {tiles.map((tile) => (
        <div key={tile.label} className="tracking-tiles__tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
