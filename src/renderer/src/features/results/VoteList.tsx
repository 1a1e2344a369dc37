import type { ResultsResponse } from '../../../../shared/api';
import { sortVotes, voteShare } from './votes';

interface VoteListProps {
  votes: ResultsResponse['votes'];
  totalVotes: number;
  /**
   * While the reveal plays: the votes landed so far on each phrase, in the list's order
   * (sortVotes), and whether the original is unmasked yet. Without it, the final tally.
   */
  reveal?: { counts: readonly number[]; unmasked: boolean };
}

/** How the votes fell, most voted first; the bar is each phrase's share of all votes. */
export function VoteList({ votes, totalVotes, reveal }: VoteListProps) {
  return (
    <ol className="vote-list" aria-label="Votes by phrase">
      {sortVotes(votes).map((vote, index) => {
        const count = reveal ? (reveal.counts[index] ?? 0) : vote.vote_count;
        const original = vote.is_original && (reveal?.unmasked ?? true);
        const share = voteShare(count, totalVotes);
        return (
          <li
            key={vote.phrase}
            className={`vote-list__row${original ? ' vote-list__row--original' : ''}`}
          >
            <div className="vote-list__label">
              <span className="vote-list__phrase">{vote.phrase}</span>
              {original && <span className="badge results-badge--original">ORIGINAL</span>}
              {/* Keyed by the count: each landing vote replays the count's bump. */}
              <span key={count} className="vote-list__count">
                {count} {count === 1 ? 'vote' : 'votes'}
              </span>
            </div>
            <div className="vote-list__track" aria-hidden="true">
              <div className="vote-list__bar" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
