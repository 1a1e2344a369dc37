import { useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatCoins } from '../lib/format';
import { usePublishedHeight } from '../lib/use-published-height';
import { newResultsCount, useDashboardStore } from '../stores/dashboard';
import { usePlayerStore } from '../stores/player';
import { useRewardsStore } from '../stores/rewards';
import { logout } from '../stores/sign-out';
import { AnimatedValue } from './AnimatedValue';
import { Icon } from './Icon';
import { Logo } from './Logo';

/**
 * Screens whose header shows a back arrow to the dashboard (docs/product.md#screens-and-routes).
 */
const BACK_ARROW_PATHS = ['/statistics', '/tracking', '/quests', '/results'];

export function Header() {
  const player = usePlayerStore((state) => state.player);
  const dashboard = useDashboardStore((state) => state.data);
  const claimable = useRewardsStore((state) => state.claimableCount);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const header = useRef<HTMLElement>(null);
  // The error toast sticks just below the header (app.css).
  usePublishedHeight(header, '--header-height');

  const signOut = async () => {
    await logout();
    void navigate('/', { replace: true });
  };

  const logoutButton = (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={() => void signOut()}
    >
      Logout
    </button>
  );
  const inProgress = dashboard?.phraseset_summary.in_progress;
  const resultsReady = newResultsCount(dashboard);
  const chestLit = Boolean(player?.daily_bonus_available) || claimable > 0;

  return (
    <header className="header" ref={header}>
      <div className="header__left">
        {BACK_ARROW_PATHS.includes(pathname) && (
          <Link to="/dashboard" className="header__back" aria-label="Back to dashboard">
            <Icon name="arrowLeft" />
          </Link>
        )}
        <Link to="/dashboard" className="header__brand" aria-label="Copycat dashboard">
          <Logo />
        </Link>
      </div>
      {player ? (
        <nav className="header__right" aria-label="Player">
          <Link
            to="/tracking"
            className="chip"
            aria-label={`${inProgress?.prompts ?? 0} prompts in progress`}
            title="Prompts in progress"
          >
            <Icon name="pencil" size={16} /> {inProgress?.prompts ?? 0}
          </Link>
          <Link
            to="/tracking"
            className="chip"
            aria-label={`${inProgress?.copies ?? 0} copies in progress`}
            title="Copies in progress"
          >
            <Icon name="copy" size={16} /> {inProgress?.copies ?? 0}
          </Link>
          <Link
            to="/results"
            className={`chip${resultsReady > 0 ? ' chip--alert' : ''}`}
            aria-label={`${resultsReady} results ready`}
            title="Results ready"
          >
            <Icon name="star" size={16} /> {resultsReady}
          </Link>
          <Link
            to="/quests"
            className={`chip chip--chest${chestLit ? ' chip--lit' : ''}`}
            aria-label={chestLit ? 'Rewards and quests: rewards waiting' : 'Rewards and quests'}
            title="Rewards & Quests"
          >
            <Icon name="gift" size={16} />
          </Link>
          <Link
            to="/statistics"
            className="header__username"
            title={`${player.username}: Your statistics`}
          >
            {player.username}
          </Link>
          <span className="header__balance" aria-label={`Balance ${formatCoins(player.balance)}`}>
            <AnimatedValue value={player.balance} format={formatCoins} />
          </span>
          <Link to="/settings" className="chip" aria-label="Settings" title="Settings">
            <Icon name="sliders" size={16} />
          </Link>
          {logoutButton}
        </nav>
      ) : (
        // Logging out must stay possible even when the profile cannot load.
        <div className="header__right">
          <span className="muted">Loading...</span>
          {logoutButton}
        </div>
      )}
    </header>
  );
}
