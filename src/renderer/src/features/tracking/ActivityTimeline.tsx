import type { Activity } from '../../../../shared/api';
import { formatDateTime } from '../../lib/format';
import { activityText, sortActivity } from './activity';

export function ActivityTimeline({ activity }: { activity: readonly Activity[] }) {
  if (activity.length === 0) return <p className="muted">No activity yet.</p>;
  return (
    <ol className="activity-timeline">
      {sortActivity(activity).map((entry) => (
        <li
          key={entry.activity_id}
          className={`activity-timeline__item activity-timeline__item--${entry.activity_type}`}
        >
          <span>{activityText(entry)}</span>
          <time className="muted small" dateTime={entry.created_at}>
            {formatDateTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
