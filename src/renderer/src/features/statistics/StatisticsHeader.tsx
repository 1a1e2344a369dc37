import { useNavigate } from 'react-router-dom';
import type { StatisticsResponse } from '../../../../shared/api';
import { formatCoins } from '../../lib/format';

export function StatisticsHeader({ stats }: { stats: StatisticsResponse }) {
  const navigate = useNavigate();
  return (
    <header className="card stats-header">
      <div>
        <h1>{stats.username}</h1>
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
