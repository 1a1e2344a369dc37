// Coin movements of a round's life: charged into its stake at start, moved into the prize
// pool on submission, refunded (minus the penalty) or forfeited on timeout.
import type { RoundRow, RoundTypeValue } from '../../db/schema';
import type { Tx } from '../../db/types';
import {
  HOUSE_ACCOUNT,
  type EntryType,
  playerAccount,
  poolAccount,
  stakeAccount,
  transfer,
} from '../../ledger';
import type { Settings } from '../../settings';
import { expiryRefund } from '../rules';
import { ledgerKeys } from '../../ledger/keys';

const ENTRY_TYPES: Record<RoundTypeValue, EntryType> = {
  prompt: 'prompt_entry',
  copy: 'copy_entry',
  vote: 'vote_entry',
};

type MoneyRound = Pick<RoundRow, 'id' | 'playerId' | 'roundType' | 'cost'>;

/** Start: the cost moves from the player into the round's stake (throws when it cannot be paid). */
export async function chargeRound(tx: Tx, round: MoneyRound, at: Date): Promise<void> {
  await transfer(tx, {
    from: playerAccount(round.playerId),
    to: stakeAccount(round.id),
    amount: round.cost,
    type: ENTRY_TYPES[round.roundType],
    key: ledgerKeys.entry(round.id),
    playerId: round.playerId,
    roundId: round.id,
    at,
  });
}

/** Submission: the stake moves into the prize pool of the prompt the round belongs to. */
export async function depositStake(
  tx: Tx,
  round: MoneyRound,
  promptRoundId: string,
  at: Date,
  phrasesetId?: string,
): Promise<void> {
  await transfer(tx, {
    from: stakeAccount(round.id),
    to: poolAccount(promptRoundId),
    amount: round.cost,
    type: 'pool_deposit',
    key: ledgerKeys.deposit(round.id),
    playerId: round.playerId,
    roundId: round.id,
    phrasesetId,
    at,
  });
}

/** A discounted copy's submission: the house adds the discount so the pool stays whole. */
export async function subsidizeCopy(
  tx: Tx,
  round: Pick<RoundRow, 'id' | 'houseSubsidy'>,
  promptRoundId: string,
  at: Date,
) {
  await transfer(tx, {
    from: HOUSE_ACCOUNT,
    to: poolAccount(promptRoundId),
    amount: round.houseSubsidy ?? 0,
    type: 'discount_subsidy',
    key: ledgerKeys.subsidy(round.id),
    roundId: round.id,
    at,
  });
}

/**
 * Timeout: a prompt or copy round's stake goes back to the player minus abandoned_penalty
 * (to the house); a vote round's whole stake is forfeited to the house.
 */
export async function settleTimedOutStake(
  tx: Tx,
  round: MoneyRound,
  settings: Settings,
  at: Date,
): Promise<void> {
  const stake = stakeAccount(round.id);
  const common = { from: stake, playerId: round.playerId, roundId: round.id, at };
  if (round.roundType === 'vote') {
    await transfer(tx, {
      ...common,
      to: HOUSE_ACCOUNT,
      amount: round.cost,
      type: 'forfeit',
      key: ledgerKeys.forfeit(round.id),
    });
    return;
  }
  const { refund, penaltyKept } = expiryRefund(round.cost, settings);
  await transfer(tx, {
    ...common,
    to: playerAccount(round.playerId),
    amount: refund,
    type: 'refund',
    key: ledgerKeys.refund(round.id),
  });
  await transfer(tx, {
    ...common,
    to: HOUSE_ACCOUNT,
    amount: penaltyKept,
    type: 'penalty',
    key: ledgerKeys.penalty(round.id),
  });
}
