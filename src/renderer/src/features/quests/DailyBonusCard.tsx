import { useEffect, useRef, useState } from 'react';
import { call } from '../../lib/api';
import { focusLost, focusQuietly } from '../../lib/focus';
import { formatCoins } from '../../lib/format';
import { usePlayerStore } from '../../stores/player';

interface DailyBonusCardProps {
  /** After a successful claim (the bonus also counts towards the login streak quest). */
  onClaimed?: () => void;
}

/** Claims the daily bonus; the header takes the new balance from the answer. */
export function DailyBonusCard({ onClaimed }: DailyBonusCardProps) {
  const player = usePlayerStore((state) => state.player);
  const [claiming, setClaiming] = useState(false);
  // After a successful claim the button stays off until a profile without the bonus flag
  // arrives, so a quick second click cannot claim twice.
  const [claimed, setClaimed] = useState(false);
  const bonusFlag = player?.daily_bonus_available ?? false;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!bonusFlag) setClaimed(false);
  }, [bonusFlag]);

  if (!player) return null;

  const claim = async () => {
    setClaiming(true);
    const result = await call('player:claimDailyBonus');
    if (result.ok) {
      setClaimed(true);
      usePlayerStore.getState().setBalance(result.data.new_balance);
      onClaimed?.();
    } else {
      // A failed bonus claim shows nothing (docs/product.md#error-messages).
      console.warn('Daily bonus claim failed', result.error);
    }
    setClaiming(false);
    // The pressed button was disabled (and stays so once claimed): focus would fall to the
    // page body; it goes to the card's heading instead.
    if (focusLost()) focusQuietly(title.current);
  };

  const available = player.daily_bonus_available && !claimed;
  return (
    <section className="card daily-bonus" aria-labelledby="daily-bonus-title">
      <div>
        <h2 id="daily-bonus-title" ref={title}>
          Daily Bonus
        </h2>
        <p className="muted">
          {available
            ? `Your daily bonus of ${formatCoins(player.daily_bonus_amount)} is ready.`
            : 'Your next daily bonus will be available tomorrow. New accounts wait 24 hours for their first one.'}
        </p>
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={!available || claiming}
        onClick={() => void claim()}
      >
        {claiming ? 'Claiming...' : `Claim ${formatCoins(player.daily_bonus_amount)}`}
      </button>
    </section>
  );
}
