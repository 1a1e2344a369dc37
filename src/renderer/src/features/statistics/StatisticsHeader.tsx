import { useNavigate } from 'react-router-dom';
import type { StatisticsResponse } from '../../../../shared/api';
import { formatCoins } from '../../lib/format';

/**
 * Usernames run to 30 characters with no place to break: from this length the heading steps
 * down one size, so that the longest still fits on one line beside the balance at 800 px.
 */
const LONG_USERNAME = 20;

/**
 * The screen's header. Until the data is there (`stats` null) only its main heading, hidden,
 * is shown. It is the same element once the data arrives: focus that landed on it after
 * navigation stays there instead of falling to the page body.
 */
export function StatisticsHeader({ stats }: { stats: StatisticsResponse | null }) {
  const navigate = useNavigate();
  if (!stats)
    return (
      <header>
        <div>
          <h1 className="visually-hidden">Statistics</h1>
        </div>
      </header>
    );
  return (
    <header className="card stats-header">
      <div>
        <h1
          className={stats.username.length >= LONG_USERNAME ? 'stats-header__long-name' : undefined}
        >
          {stats.username}
        </h1>
        <p className="muted">{stats.email}</p>
      </div>
      <div className="stats-header__balance">
        <span className="muted small">Current balance</span>
        <strong>{formatCoins(stats.overall_balance)}</strong>
      </div>
      <button type="button" className="button" onClick={() => void navigate('/settings')}>
        Settings
      </button>
    </header>
  );
}
