import type { Activity, PhrasesetDetails } from '../../../../shared/api';
import { formatDateTime } from '../../lib/format';
import { activityText, sortActivity } from './activity';

export function ActivityTimeline({
  activity,
  votes,
}: {
  activity: readonly Activity[];
  votes: PhrasesetDetails['votes'];
}) {
  if (activity.length === 0) return <p className="muted">No activity yet.</p>;
  const pseudonyms = new Map(votes.map((vote) => [vote.voter_id, vote.voter_pseudonym]));
  return (
    <ol className="activity-timeline">
      {sortActivity(activity).map((entry) => (
        <li
          key={entry.activity_id}
          className={`activity-timeline__item activity-timeline__item--${entry.activity_type}`}
        >
          <span>{activityText(entry, pseudonyms)}</span>
          <time className="muted small" dateTime={entry.created_at}>
            {formatDateTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
