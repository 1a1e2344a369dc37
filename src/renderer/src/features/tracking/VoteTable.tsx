import type { PhrasesetDetails } from '../../../../shared/api';
import { formatDateTime } from '../../lib/format';

export function VoteTable({ votes }: { votes: PhrasesetDetails['votes'] }) {
  if (votes.length === 0) return <p className="muted">No votes yet.</p>;
  return (
    <table className="tracking-table">
      <thead>
        <tr>
          <th scope="col">Voter</th>
          <th scope="col">Voted for</th>
          <th scope="col">Result</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        {votes.map((vote) => (
          <tr key={vote.vote_id}>
            {/* Voters by their pseudonym, the name other players see in results
                (docs/game-rules.md#phrase-sets); contributors keep their usernames
                (ContributorList). */}
            <td>{vote.voter_pseudonym}</td>
            <td>{vote.voted_phrase}</td>
            <td className={vote.correct ? 'tracking-table__correct' : 'tracking-table__wrong'}>
              {vote.correct ? 'Correct' : 'Fooled'}
            </td>
            <td>
              <time dateTime={vote.voted_at}>{formatDateTime(vote.voted_at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
