import { eq } from 'drizzle-orm';
import type { DailyBonusResponse } from '../../shared/api/player';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { players } from '../db/schema';
import { refused, unauthorized } from '../errors';
import { HOUSE_ACCOUNT, getBalance, playerAccount, transfer } from '../ledger';
import { ledgerKeys } from '../ledger/keys';
import { isOldEnoughForBonus, utcDate } from '../players/daily-bonus-rules';

/**
 * `POST /player/claim-daily-bonus`. Parallel-safe without locks of its own: the ledger key
 * `bonus:<player>:<utc-date>` is unique, so of concurrent claims exactly one inserts its
 * entry and the others find it and are refused with `already_claimed_today`.
 */
export async function claimDailyBonus(
  ctx: ServerContext,
  playerId: string,
): Promise<DailyBonusResponse> {
  const now = ctx.clock.now();
  const amount = ctx.settings.daily_bonus_amount;
  return transaction(ctx.db, async (tx) => {
    const [player] = await tx
      .select({ createdAt: players.createdAt })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) throw unauthorized('invalid_token');
    if (!isOldEnoughForBonus(player.createdAt, now)) throw refused('not_eligible');
    const account = playerAccount(playerId);
    const paid = await transfer(tx, {
      from: HOUSE_ACCOUNT,
      to: account,
      amount,
      type: 'daily_bonus',
      key: ledgerKeys.dailyBonus(playerId, now),
      playerId,
      at: now,
    });
    if (!paid) throw refused('already_claimed_today');
    await ctx.events.raise(tx, {
      type: 'daily_bonus_claimed',
      playerId,
      utcDate: utcDate(now),
      at: now,
    });
    return { success: true, amount, new_balance: await getBalance(tx, account) };
  });
}
