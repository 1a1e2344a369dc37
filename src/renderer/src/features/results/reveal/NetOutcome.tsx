import { useEffect, useRef } from 'react';
import { formatCoins } from '../../../lib/format';
import { flyCoins } from './fly-coins';
import type { RoundCost } from './round-cost';

interface NetOutcomeProps {
  payout: number;
  /** Null while the cost loads or when it cannot be read: the payout shows alone. */
  cost: RoundCost | null;
  /** False until the reveal reaches the figure: the box keeps its place, the figure hidden. */
  shown: boolean;
  /** True once the coins should fly into the balance (once per opened result). */
  coinsFlying: boolean;
}

/** The player's net gain or loss for the set, shown large: payout minus what the round cost. */
export function NetOutcome({ payout, cost, shown, coinsFlying }: NetOutcomeProps) {
  const figure = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!coinsFlying || !figure.current) return;
    return flyCoins(figure.current, payout);
  }, [coinsFlying, payout]);

  if (!shown) {
    return (
      <div className="net-outcome net-outcome--pending">
        <p className="net-outcome__label">Counting the votes...</p>
        <p className="net-outcome__value" aria-hidden="true">
          ?
        </p>
      </div>
    );
  }

  const net = cost ? payout - cost.cost : null;
  const tone = net === null || net === 0 ? 'even' : net > 0 ? 'gain' : 'loss';
  const label =
    net === null ? 'Paid out' : net > 0 ? 'Net gain' : net < 0 ? 'Net loss' : 'Broke even';
  const value = signedCoins(net ?? payout);

  return (
    <div className={`net-outcome net-outcome--${tone}`} role="status">
      <p className="net-outcome__label">{label}</p>
      <p className="net-outcome__value" ref={figure}>
        {value}
      </p>
      {cost && (
        <p className="net-outcome__sum">
          {formatCoins(payout)} paid out minus the {formatCoins(cost.cost)} entry fee
          {cost.discountedCost !== null &&
            ` (${formatCoins(cost.discountedCost)} if you copied at the discount)`}
        </p>
      )}
      {tone === 'gain' && (
        <span className="net-outcome__burst" aria-hidden="true">
          {Array.from({ length: 10 }, (_, index) => (
            <span key={index} className="net-outcome__spark" />
          ))}
        </span>
      )}
    </div>
  );
}

/** "+20 FC", "−40 FC" (a true minus sign), "0 FC". */
function signedCoins(amount: number): string {
  if (amount > 0) return `+${formatCoins(amount)}`;
  if (amount < 0) return `\u2212${formatCoins(-amount)}`;
  return formatCoins(0);
}
