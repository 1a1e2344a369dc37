import { useNavigate } from 'react-router-dom';
import { Countdown } from '../../components/Countdown';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';

/**
 * Shown while a round runs; its expiry hides it and refreshes the dashboard
 * (docs/product.md#round-flow).
 */
export function ActiveRoundBanner() {
  const round = useRoundStore((state) => state.round);
  const expired = useRoundStore((state) => state.expired);
  const navigate = useNavigate();
  if (!round || expired) return null;

  const onExpire = () => {
    useRoundStore.getState().markExpired();
    void useDashboardStore.getState().refresh();
  };

  return (
    <section className="banner" aria-label="Active round">
      <div>
        <strong>You have an active {round.type} round.</strong>{' '}
        <span className="muted">Finish it before the timer runs out.</span>
      </div>
      <div className="row">
        <Countdown expiresAt={round.state.expires_at} onExpire={onExpire} compact />
        <button
          type="button"
          className="button button--primary"
          onClick={() => void navigate(`/${round.type}`)}
        >
          Continue Round
        </button>
      </div>
    </section>
  );
}
