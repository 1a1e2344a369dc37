import type { ResultsResponse } from '../../../../shared/api';
import { sortVotes, voteShare } from './votes';

interface VoteListProps {
  votes: ResultsResponse['votes'];
  totalVotes: number;
}

/** How the votes fell, most voted first; the bar is each phrase's share of all votes. */
export function VoteList({ votes, totalVotes }: VoteListProps) {
  return (
    <ol className="vote-list" aria-label="Votes by phrase">
      {sortVotes(votes).map((vote) => {
        const share = voteShare(vote.vote_count, totalVotes);
        return (
          <li
            key={vote.phrase}
            className={`vote-list__row${vote.is_original ? ' vote-list__row--original' : ''}`}
          >
            <div className="vote-list__label">
              <span className="vote-list__phrase">{vote.phrase}</span>
              {vote.is_original && <span className="badge results-badge--original">ORIGINAL</span>}
              <span className="vote-list__count">
                {vote.vote_count} {vote.vote_count === 1 ? 'vote' : 'votes'}
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
