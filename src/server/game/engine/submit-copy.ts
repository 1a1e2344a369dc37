import { and, eq, ne, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { rounds, type RoundRow } from '../../db/schema';
import type { Tx } from '../../db/types';
import { builtOnce } from '../../db/built-once';
import { instantSql } from '../../db/game-conditions';
import { roundRows } from '../../db/row-readers';
import { validateCopyPhrase, type PhraseValidationResult } from '../validation';
import { entrySql, entryValues, type EntryValues } from './activity';
import { movableQuestsColumn, rememberMovableQuests } from './quests/quests-read-ahead';
import { formPhraseset } from './form-phraseset';
import { lockRound } from './expire-round';
import { depositStake, subsidizeCopy } from './round-money';

/**
 * Submits the phrase of an active copy round (locked by the caller). The prompt round is
 * locked too, so two copies of one prompt are submitted one after the other and each is
 * validated against the other: they can never be duplicates. The stake (plus the house's
 * discount subsidy) goes into the prompt's pool; the second copy forms the phrase set.
 */
export async function submitCopy(
  tx: Tx,
  ctx: ServerContext,
  round: RoundRow,
  phrase: string,
  now: Date,
): Promise<PhraseValidationResult> {
  const prompt = await lockRound(tx, round.promptRoundId!);
  if (!prompt?.phrase) throw new Error(`Copy round ${round.id} has no submitted prompt`);
  const [otherCopy] = roundRows.read(
    await otherSubmittedCopy(tx, { promptRoundId: prompt.id, roundId: round.id }),
  );
  const checked = validateCopyPhrase(
    phrase,
    {
      originalPhrase: prompt.phrase,
      otherCopy: otherCopy?.phrase,
      promptText: prompt.promptText ?? '',
    },
    ctx.settings,
    ctx.dictionary,
  );
  if (!checked.ok) return checked;

  // The round and its timeline entry in one statement.
  const [submitted] = await submitCopyRound<{ movable_quests: unknown }>(tx, {
    roundId: round.id,
    playerId: round.playerId,
    phrase: checked.phrase,
    now: now.toISOString(),
    ...entryValues({
      promptRoundId: prompt.id,
      type: otherCopy ? 'copy2_submitted' : 'copy1_submitted',
      playerId: round.playerId,
      // The price actually charged (normal or discounted): the result cannot tell which, and
      // the reveal's net figure needs it exactly.
      metadata: { cost: round.cost },
      at: now,
    }),
  });
  // The submission's event moves these next (raised below).
  rememberMovableQuests(tx, round.playerId, 'copy_submitted', submitted?.movable_quests);
  await depositStake(tx, round, prompt.id, now);
  await ctx.events.raise(tx, {
    type: 'copy_submitted',
    playerId: round.playerId,
    roundId: round.id,
    promptRoundId: prompt.id,
    at: now,
  });
  // The house account is a row every discounted copy (and every finalization) changes: its
  // subsidy comes last, so the row stays locked only until commit (or until the set formed
  // just below, which needs the pool complete).
  await subsidizeCopy(tx, round, prompt.id, now);
  if (otherCopy) {
    await formPhraseset(tx, ctx, {
      prompt,
      copy1: otherCopy,
      copy2: { ...round, phrase: checked.phrase },
      now,
    });
  }
  return checked;
}

const otherSubmittedCopy = builtOnce<{ promptRoundId: string; roundId: string }>(
  (v) =>
    sql`select ${roundRows.columns} from ${rounds}
          where ${and(
            eq(rounds.promptRoundId, v.promptRoundId),
            eq(rounds.roundType, 'copy'),
            eq(rounds.status, 'submitted'),
            ne(rounds.id, v.roundId),
          )}`,
);

const submitCopyRound = builtOnce<
  { roundId: string; playerId: string; phrase: string; now: string } & EntryValues
>(
  (v) =>
    sql`with timeline as (${entrySql(v)})
        update rounds set status = 'submitted', phrase = ${v.phrase}, ended_at = ${instantSql(v.now)}
          where id = ${v.roundId}
          returning ${movableQuestsColumn('copy_submitted', v.playerId)}`,
);
