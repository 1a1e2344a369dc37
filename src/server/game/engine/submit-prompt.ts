import { sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import type { ServerContext } from '../../context';
import type { RoundRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import { validatePromptPhrase, type PhraseValidationResult } from '../validation';
import { entrySql, entryValues, type EntryValues } from './activity';
import { movableQuestsColumn, rememberMovableQuests } from './quests/quests-read-ahead';
import { depositStake } from './round-money';

/**
 * Submits the phrase of an active prompt round (locked by the caller): validated against the
 * prompt text, stored upper case; the stake opens the prompt's prize pool and the prompt
 * joins the copy queue. A refused phrase changes nothing.
 */
export async function submitPrompt(
  tx: Tx,
  ctx: ServerContext,
  round: RoundRow,
  phrase: string,
  now: Date,
): Promise<PhraseValidationResult> {
  const checked = validatePromptPhrase(
    phrase,
    round.promptText ?? '',
    ctx.settings,
    ctx.dictionary,
  );
  if (!checked.ok) return checked;
  // The round and its timeline entry in one statement.
  const [submitted] = await submitPromptRound<{ movable_quests: unknown }>(tx, {
    roundId: round.id,
    playerId: round.playerId,
    phrase: checked.phrase,
    now: now.toISOString(),
    ...entryValues({
      promptRoundId: round.id,
      type: 'prompt_created',
      playerId: round.playerId,
      // What the round cost: the reveal's net figure subtracts it (the result does not carry it).
      metadata: { cost: round.cost },
      at: now,
    }),
  });
  // The submission's event moves these next (raised below).
  rememberMovableQuests(tx, round.playerId, 'prompt_submitted', submitted?.movable_quests);
  await depositStake(tx, round, round.id, now);
  await ctx.events.raise(tx, {
    type: 'prompt_submitted',
    playerId: round.playerId,
    roundId: round.id,
    at: now,
  });
  return checked;
}

const submitPromptRound = builtOnce<
  { roundId: string; playerId: string; phrase: string; now: string } & EntryValues
>(
  (v) =>
    sql`with timeline as (${entrySql(v)})
        update rounds set status = 'submitted', phrase = ${v.phrase}, ended_at = ${instantSql(v.now)},
                          awaiting_copies = true
          where id = ${v.roundId}
          returning ${movableQuestsColumn('prompt_submitted', v.playerId)}`,
);
