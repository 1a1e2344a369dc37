/** Entry types players see in their history (docs/game-rules.md#coins-and-the-ledger). */
export const PLAYER_ENTRY_TYPES = [
  'prompt_entry',
  'copy_entry',
  'vote_entry',
  'vote_payout',
  'prize_payout',
  'refund',
  'daily_bonus',
  'quest_reward',
] as const;

/** Bookkeeping entry types that stay internal. */
export const INTERNAL_ENTRY_TYPES = [
  'starting_balance',
  'penalty',
  'forfeit',
  'remainder',
  'discount_subsidy',
  'bot_topup',
  /** A round's stake moving into its prompt's prize pool when the round is submitted. */
  'pool_deposit',
  /** The house bringing a newly formed set's pool to prize_pool_base (0 with default settings). */
  'pool_adjustment',
] as const;

export type EntryType = (typeof PLAYER_ENTRY_TYPES)[number] | (typeof INTERNAL_ENTRY_TYPES)[number];
