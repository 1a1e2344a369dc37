// Bots pay for their rounds like anyone. Their coins come from the house as recorded ledger
// entries (`bot_topup`), numbered per bot in the idempotency key (ledgerKeys.botTopUp).
import { and, count, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { accounts, ledgerEntries } from '../db/schema';
import type { Tx } from '../db/types';
import { HOUSE_ACCOUNT, getBalance, playerAccount, transfer } from '../ledger';
import { ledgerKeys } from '../ledger/keys';
import type { Settings } from '../settings';

/** The dearest round: a bot holding less could be refused for insufficient balance. */
function fundingFloor(settings: Settings): number {
  return Math.max(settings.prompt_cost, settings.copy_cost_normal, settings.vote_cost);
}

/** What a bot is topped up to: what a new player starts with (at least the floor). */
function fundingTarget(settings: Settings): number {
  return Math.max(settings.starting_balance, fundingFloor(settings));
}

/** A new bot's first top-up (in the transaction that creates it). */
export async function fundNewBot(
  tx: Tx,
  ctx: ServerContext,
  botId: string,
  at: Date,
): Promise<void> {
  await transfer(tx, {
    from: HOUSE_ACCOUNT,
    to: playerAccount(botId),
    amount: fundingTarget(ctx.settings),
    type: 'bot_topup',
    key: ledgerKeys.botTopUp(botId, 1),
    playerId: botId,
    at,
  });
}

/**
 * Before a bot starts a round: when it can no longer pay the dearest round, the house tops
 * it back up to the starting balance. The bot's account row is locked, so concurrent callers
 * see each other's top-up.
 */
export async function keepBotFunded(ctx: ServerContext, botId: string): Promise<void> {
  const account = playerAccount(botId);
  const target = fundingTarget(ctx.settings);
  if ((await getBalance(ctx.db, account)) >= fundingFloor(ctx.settings)) return;
  await transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, account))
      .for('update');
    const balance = row?.balance ?? 0;
    if (balance >= fundingFloor(ctx.settings)) return;
    const [done] = await tx
      .select({ topUps: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, botId), eq(ledgerEntries.entryType, 'bot_topup')));
    await transfer(tx, {
      from: HOUSE_ACCOUNT,
      to: account,
      amount: target - balance,
      type: 'bot_topup',
      key: ledgerKeys.botTopUp(botId, (done?.topUps ?? 0) + 1),
      playerId: botId,
      at: ctx.clock.now(),
    });
  });
}
