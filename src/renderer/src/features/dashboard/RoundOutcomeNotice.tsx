import { DEFAULT_ABANDONED_PENALTY, DEFAULT_COSTS } from '../../lib/constants';
import { formatCoins } from '../../lib/format';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore, type LapsedRound } from '../../stores/round';

/**
 * What became of a round whose time ran out: first that the server is closing it (it still counts a
 * few seconds after the countdown), then what the player got back (docs/game-rules.md#round-expiry:
 * a prompt or copy refunds its cost minus the penalty; a vote's stake is forfeited).
 */
export function RoundOutcomeNotice() {
  const round = useRoundStore((state) => state.round);
  const expired = useRoundStore((state) => state.expired);
  const lapsed = useRoundStore((state) => state.lapsed);
  const availability = useDashboardStore((state) => state.data?.round_availability ?? null);

  if (round && expired) {
    return (
      <div className="notice notice--info" role="status">
        Time's up on your {round.type} round. The start buttons unlock as soon as it is closed.
      </div>
    );
  }
  if (!lapsed) return null;
  const penalty = availability?.abandoned_penalty ?? DEFAULT_ABANDONED_PENALTY;
  const voteCost = availability?.vote_cost ?? DEFAULT_COSTS.vote;
  return (
    <div className="notice notice--info" role="status">
      <span>{lapsedText(lapsed, penalty, voteCost)}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => useRoundStore.getState().dismissLapsed()}
      >
        Dismiss
      </button>
    </div>
  );
}

export function lapsedText(lapsed: LapsedRound, penalty: number, voteCost: number): string {
  if (lapsed.type === 'vote' || lapsed.cost === null)
    return `Your vote round expired: the ${formatCoins(voteCost)} stake was forfeited. You can start a new round now.`;
  const refund = Math.max(0, lapsed.cost - penalty);
  return `Your ${lapsed.type} round expired: ${formatCoins(refund)} refunded (${formatCoins(Math.min(penalty, lapsed.cost))} penalty). You can start a new round now.`;
}
