import { formatCoins } from '../../lib/format';
import type { EarnedTotal } from './earned-total';
import type { TrackingSummary } from './summary';

/** Shown in a tile whose number is not known (still loading, or the load failed). */
export const UNKNOWN_VALUE = '–';
/** Shown in a tile whose number is still loading. */
export const LOADING_VALUE = '...';

function earnedText(total: EarnedTotal): string {
  if (total === 'loading') return LOADING_VALUE;
  if (total === 'unknown') return UNKNOWN_VALUE;
  return formatCoins(total);
}

export function SummaryTiles({
  summary,
  loading,
}: {
  /** Null while nothing is known; a tile never shows 0 for a count it does not have. */
  summary: TrackingSummary | null;
  loading: boolean;
}) {
  const unknown = loading ? LOADING_VALUE : UNKNOWN_VALUE;
  const tiles = [
    { label: 'In Progress', value: summary ? String(summary.inProgress) : unknown },
    { label: 'Finalized', value: summary ? String(summary.finalized) : unknown },
    { label: 'Total Earned', value: summary ? earnedText(summary.totalEarned) : unknown },
  ];
  return (
    <dl className="tracking-tiles" aria-busy={loading || summary?.totalEarned === 'loading'}>
      {tiles.map((tile) => (
        <div key={tile.label} className="tracking-tiles__tile">
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
