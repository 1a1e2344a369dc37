import { and, eq } from 'drizzle-orm';
import type { QuestClaimResponse } from '../../shared/api/quests';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { quests } from '../db/schema/quests';
import { conflict, notFound, refused } from '../errors';
import { createNextTier } from '../game/engine/quests/create-quests';
import { nextTier } from '../game/rules/quests';
import { HOUSE_ACCOUNT, getBalance, playerAccount, transfer } from '../ledger';
import { ledgerKeys } from '../ledger/keys';
import { findPlayerQuest } from '../queries/quest-queries';

const alreadyClaimed = () => conflict('quest_already_claimed');

/**
 * `POST /quests/{id}/claim`: pays a completed quest's reward from the house, marks the quest
 * claimed and creates its next tier, in one transaction. Of concurrent claims of one quest the
 * ledger key lets exactly one pay; the others are refused like a second claim.
 */
export async function claimQuest(
  ctx: ServerContext,
  playerId: string,
  questId: string,
): Promise<QuestClaimResponse> {
  const now = ctx.clock.now();
  return transaction(ctx.db, async (tx) => {
    const quest = await findPlayerQuest(tx, playerId, questId);
    if (!quest) throw notFound('quest_not_found');
    if (quest.status === 'active') throw refused('quest_not_completed');
    if (quest.status === 'claimed') throw alreadyClaimed();

    const account = playerAccount(playerId);
    const paid = await transfer(tx, {
      from: HOUSE_ACCOUNT,
      to: account,
      amount: quest.rewardAmount,
      type: 'quest_reward',
      key: ledgerKeys.questReward(quest.id),
      playerId,
      at: now,
    });
    if (!paid) throw alreadyClaimed();
    // Conditional as well, so even a reward of 0 (which the ledger does not record) is claimed once.
    const [claimed] = await tx
      .update(quests)
      .set({ status: 'claimed', claimedAt: now })
      .where(and(eq(quests.id, quest.id), eq(quests.status, 'completed')))
      .returning();
    if (!claimed) throw alreadyClaimed();

    const next = nextTier(claimed.questType);
    if (next) await createNextTier(tx, playerId, next, claimed.progress, now);
    return {
      success: true,
      quest_type: claimed.questType,
      reward_amount: claimed.rewardAmount,
      new_balance: await getBalance(tx, account),
    };
  });
}
