import { Countdown } from '../Countdown';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';

interface RoundHeaderProps {
  title: string;
  expiresAt: string;
  /** Hides the timer once the round is over for this screen (submitted or voted). */
  done: boolean;
  onExpire?: () => void;
  /** The tutorial card must not cover the title and timer (see features/tutorial). */
  keepVisible?: boolean;
}

/**
 * Round title and countdown; expiry flags the round and refreshes the dashboard
 * (docs/product.md#round-flow).
 */
export function RoundHeader({ title, expiresAt, done, onExpire, keepVisible }: RoundHeaderProps) {
  const expire = () => {
    useRoundStore.getState().markExpired();
    void useDashboardStore.getState().refresh();
    onExpire?.();
  };
  return (
    <div className="round__top" data-tutorial-keep={keepVisible ? '' : undefined}>
      <h1>{title}</h1>
      {!done && <Countdown expiresAt={expiresAt} onExpire={expire} />}
    </div>
  );
}
