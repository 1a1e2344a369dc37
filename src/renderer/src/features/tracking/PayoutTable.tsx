import type { PhrasesetDetails } from '../../../../shared/api';
import { formatCoins } from '../../lib/format';

type Results = NonNullable<PhrasesetDetails['results']>;

const ROLE_NAMES: Record<keyof Results['payouts'], string> = {
  original: 'Original',
  copy1: 'Copy 1',
  copy2: 'Copy 2',
};

/** A finalized set's votes per phrase and what each contributor role was paid. */
export function PayoutTable({ results }: { results: Results }) {
  const roles = Object.keys(ROLE_NAMES) as Array<keyof Results['payouts']>;
  const voteCounts = Object.entries(results.vote_counts).sort(([, a], [, b]) => b - a);
  return (
    <div className="tracking-results">
      <table className="tracking-table">
        <caption className="visually-hidden">Votes per phrase</caption>
        <thead>
          <tr>
            <th scope="col">Phrase</th>
            <th scope="col">Votes</th>
          </tr>
        </thead>
        <tbody>
          {voteCounts.map(([phrase, count]) => (
            <tr key={phrase}>
              <td>{phrase}</td>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="tracking-table">
        <caption className="visually-hidden">Payouts by role</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Points</th>
            <th scope="col">Payout</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role}>
              <td>{ROLE_NAMES[role]}</td>
              <td>{results.payouts[role].points}</td>
              <td>{formatCoins(results.payouts[role].payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">Prize pool: {formatCoins(results.total_pool)}</p>
    </div>
  );
}
