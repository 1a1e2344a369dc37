import { useState } from 'react';
import type { Player } from '../../../../shared/api';
import { call } from '../../lib/api';
import { formatCoins } from '../../lib/format';
import { useDashboardStore } from '../../stores/dashboard';
import { usePlayerStore } from '../../stores/player';

interface DailyBonusCardProps {
  /** After a successful claim (the bonus also counts towards the login streak quest). */
  onClaimed?: () => void;
}

/** Claims the daily bonus; the new balance and flag arrive with the refreshed dashboard. */
export function DailyBonusCard({ onClaimed }: DailyBonusCardProps) {
  const player = usePlayerStore((state) => state.player);
  const [claiming, setClaiming] = useState(false);
  // The profile the claim succeeded against: the button stays off until a fresh profile
  // (without the bonus flag) replaces it, so a quick second click cannot claim twice.
  const [claimedFor, setClaimedFor] = useState<Player | null>(null);

  if (!player) return null;

  const claim = async () => {
    setClaiming(true);
    const result = await call('player:claimDailyBonus');
    if (result.ok) {
      setClaimedFor(player);
      onClaimed?.();
      await useDashboardStore.getState().refresh();
    } else {
      // The spec shows nothing for a failed bonus claim.
      console.warn('Daily bonus claim failed', result.error);
    }
    setClaiming(false);
  };

  const available = player.daily_bonus_available && claimedFor !== player;
  return (
    <section className="card daily-bonus" aria-labelledby="daily-bonus-title">
      <div>
        <h2 id="daily-bonus-title">Daily Bonus</h2>
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
