import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { phrasesets, rounds, type RoundRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import { HOUSE_ACCOUNT, getBalance, poolAccount, transfer } from '../../ledger';
import { ledgerKeys } from '../../ledger/keys';

interface FormedFrom {
  prompt: RoundRow;
  /** The copy submitted first. */
  copy1: RoundRow;
  copy2: RoundRow;
  now: Date;
}

/**
 * Forms the phrase set when the second copy is submitted, and opens it for votes. Its pool
 * already holds the prompt fee and both copy fees (discounts topped up by the house); any
 * difference from prize_pool_base (only with settings where the fees do not add up to it)
 * is settled with the house, so every pool starts at the base.
 */
export async function formPhraseset(
  tx: Tx,
  ctx: ServerContext,
  { prompt, copy1, copy2, now }: FormedFrom,
): Promise<string> {
  const id = randomUUID();
  const base = ctx.settings.prize_pool_base;
  // The set, and the prompt leaving the queue of prompts waiting for copies, in one statement.
  const formed = tx.$with('formed_set').as(
    tx
      .insert(phrasesets)
      .values({
        id,
        promptRoundId: prompt.id,
        copy1RoundId: copy1.id,
        copy2RoundId: copy2.id,
        originalPlayerId: prompt.playerId,
        copy1PlayerId: copy1.playerId,
        copy2PlayerId: copy2.playerId,
        promptText: prompt.promptText ?? '',
        originalPhrase: prompt.phrase ?? '',
        copy1Phrase: copy1.phrase ?? '',
        copy2Phrase: copy2.phrase ?? '',
        status: 'voting',
        voteCount: 0,
        reservedVotes: 0,
        maxVotes: ctx.settings.vote_max_votes,
        poolBase: base,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: phrasesets.id }),
  );
  await tx
    .with(formed)
    .update(rounds)
    .set({ awaitingCopies: false })
    .where(eq(rounds.id, prompt.id));

  const pool = poolAccount(prompt.id);
  const difference = base - (await getBalance(tx, pool));
  await transfer(tx, {
    from: difference > 0 ? HOUSE_ACCOUNT : pool,
    to: difference > 0 ? pool : HOUSE_ACCOUNT,
    amount: Math.abs(difference),
    type: 'pool_adjustment',
    key: ledgerKeys.poolBase(id),
    phrasesetId: id,
    at: now,
  });
  return id;
}
