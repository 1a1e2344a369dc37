// Idempotency keys of every coin movement (the ledger's unique index turns a retried or
// concurrent movement with the same key into a no-op). One place, so that readers (e.g. "what
// did this set pay me", "was today's bonus claimed") build exactly the keys the writers used,
// and no two kinds of movement can share a prefix unnoticed.
import { utcDate } from '../players/daily-bonus-rules';

export type PayoutRole = 'original' | 'copy1' | 'copy2';

export const ledgerKeys = {
  /** A new player's starting balance from the house. */
  startingBalance: (playerId: string) => `start:${playerId}`,
  /** The daily bonus: one per player per UTC calendar day. */
  dailyBonus: (playerId: string, at: Date) => `bonus:${playerId}:${utcDate(at)}`,
  /** A quest's reward, paid once. */
  questReward: (questId: string) => `quest:${questId}`,
  /**
   * A bot's n-th top-up from the house, numbered per bot: two processes topping up the same
   * bot at once compute the same number, so only one of them moves coins.
   */
  botTopUp: (botId: string, number: number) => `bot_topup:${botId}:${number}`,
  /** A round's cost, from the player into the round's stake. */
  entry: (roundId: string) => `entry:${roundId}`,
  /** A submitted round's stake into its prompt's prize pool. */
  deposit: (roundId: string) => `deposit:${roundId}`,
  /** The house's top-up of a discounted copy's fee. */
  subsidy: (roundId: string) => `subsidy:${roundId}`,
  /** A timed-out prompt or copy round: cost minus penalty back to the player... */
  refund: (roundId: string) => `refund:${roundId}`,
  /** ...and the penalty to the house. */
  penalty: (roundId: string) => `penalty:${roundId}`,
  /** A timed-out vote round's whole stake to the house. */
  forfeit: (roundId: string) => `forfeit:${roundId}`,
  /** Bringing a new set's pool to prize_pool_base. */
  poolBase: (phrasesetId: string) => `pool_base:${phrasesetId}`,
  /** A correct vote's payout from the pool. */
  votePayout: (voteId: string) => `vote_payout:${voteId}`,
  /** A contributor's share at finalization. */
  payout: (phrasesetId: string, role: PayoutRole) => `payout:${phrasesetId}:${role}`,
  /** The rounding remainder of a finalized pool, to the house. */
  remainder: (phrasesetId: string) => `remainder:${phrasesetId}`,
};
