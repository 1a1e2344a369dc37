import type { StatisticsResponse } from '../../../../shared/api';
import { formatCoins } from '../../lib/format';
import { Panel } from './Panel';
import { EmptyIllustration } from '../../components/illustrations/EmptyIllustration';

export function BestPhrasesPanel({
  phrases,
}: {
  phrases: StatisticsResponse['best_performing_phrases'];
}) {
  return (
    <Panel title="Best Performing Phrases">
      {phrases.length === 0 ? (
        <div className="empty-state">
          <EmptyIllustration kind="sets" />
          <p className="muted stats-empty">
            No phrases yet. Submit some phrases to see your best performers!
          </p>
        </div>
      ) : (
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Phrase</th>
              <th scope="col">Votes</th>
              <th scope="col">Earnings</th>
            </tr>
          </thead>
          <tbody>
            {phrases.map((entry, index) => (
              <tr key={`${index}-${entry.phrase}`}>
                <td>{index + 1}</td>
                <td className="stats-table__phrase">{entry.phrase}</td>
                <td>{entry.votes}</td>
                <td>{formatCoins(entry.earnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
