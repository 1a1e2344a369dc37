import { VOTE_BAR_MAX, VOTE_MARKERS, votePosition } from './vote-bar';

/** Votes so far against the 20-vote cap, with the 3rd and 5th vote thresholds marked. */
export function VoteProgress({ voteCount }: { voteCount: number }) {
  return (
    <div className="vote-progress">
      <div className="vote-progress__head">
        <span>Votes</span>
        <span>
          {voteCount} / {VOTE_BAR_MAX}
        </span>
      </div>
      <div
        className="vote-progress__track"
        role="progressbar"
        aria-label="Votes received"
        aria-valuemin={0}
        aria-valuemax={VOTE_BAR_MAX}
        aria-valuenow={Math.min(voteCount, VOTE_BAR_MAX)}
        aria-valuetext={`${voteCount} of ${VOTE_BAR_MAX} votes`}
      >
        <div className="vote-progress__fill" style={{ width: `${votePosition(voteCount)}%` }} />
        {VOTE_MARKERS.map((marker) => (
          <span
            key={marker.votes}
            className={`vote-progress__marker${voteCount >= marker.votes ? ' vote-progress__marker--reached' : ''}`}
            style={{ left: `${votePosition(marker.votes)}%` }}
            data-votes={marker.votes}
            title={marker.label}
          />
        ))}
      </div>
      <ul className="vote-progress__legend">
        {VOTE_MARKERS.map((marker) => (
          <li key={marker.votes}>{marker.label}</li>
        ))}
      </ul>
    </div>
  );
}
