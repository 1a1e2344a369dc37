import { sql, type SQL } from 'drizzle-orm';
import { builtOnce, builtOncePerShape } from '../../db/built-once';
import { queryRows } from '../../db/query-rows';
import type { Tx } from '../../db/types';
import { copyablePromptCondition, type ValueOrSlot } from '../../db/game-conditions';

export interface ReservedCopySlot {
  promptRoundId: string;
  originalPhrase: string;
  slot: 1 | 2;
}

const SLOTS = [1, 2] as const;

/**
 * The copy slot a new copy round of this player takes: a free slot of the oldest eligible
 * waiting prompt (first in, first out by prompt submission). The prompt row is locked and its
 * slots counted again after the lock, in a new statement that sees rounds committed while we
 * waited; a prompt filled meanwhile is skipped. The unique index on (prompt, slot) backs this
 * up, so a prompt never gets a third copy and nobody pays for a copy that cannot be used.
 *
 * Prompts another transaction holds are skipped at first, so that players starting copies at
 * the same moment take the next prompts instead of queueing one behind the other on the
 * oldest; only when every eligible prompt is held does a start wait for one (it may still
 * have a free slot once the other start commits).
 *
 * With `onlyPromptRoundId` (backup players, who are sent to one stalled prompt) only that
 * prompt is considered, and it is skipped when another transaction holds it: a scheduler in
 * another server process is already starting a copy of it, or a player is.
 */
export async function findFreeCopySlot(
  tx: Tx,
  playerId: string,
  onlyPromptRoundId?: string,
): Promise<ReservedCopySlot | undefined> {
  const filled: string[] = [];
  // Backup players always skip a held prompt; players wait for one once all are held.
  let skipHeld = true;
  for (;;) {
    const candidate = await lockOldestCopyablePrompt(tx, playerId, filled, {
      onlyPromptRoundId,
      skipHeld,
    });
    if (!candidate) {
      if (!skipHeld || onlyPromptRoundId !== undefined) return undefined;
      skipHeld = false;
      continue;
    }
    const held = await heldCopySlots<{ copy_slot: number | null }>(tx, {
      promptRoundId: candidate.id,
    });
    const slot = SLOTS.find((free) => !held.some((row) => row.copy_slot === free));
    if (slot) return { promptRoundId: candidate.id, originalPhrase: candidate.phrase, slot };
    filled.push(candidate.id);
  }
}

async function lockOldestCopyablePrompt(
  tx: Tx,
  playerId: string,
  filled: string[],
  { onlyPromptRoundId, skipHeld }: { onlyPromptRoundId: string | undefined; skipHeld: boolean },
): Promise<{ id: string; phrase: string } | undefined> {
  // Usually no prompt is found filled: the first shape is the one nearly every start sends.
  if (filled.length > 0) {
    const [candidate] = await queryRows<{ id: string; phrase: string }>(
      tx,
      oldestCopyablePrompt(playerId, { filled, onlyPromptRoundId, skipHeld }),
    );
    return candidate;
  }
  const [candidate] = await oldestCopyable({ only: onlyPromptRoundId !== undefined, skipHeld })<{
    id: string;
    phrase: string;
  }>(tx, { playerId, onlyPromptRoundId: onlyPromptRoundId ?? null });
  return candidate;
}

function oldestCopyablePrompt(
  playerId: ValueOrSlot<string>,
  options: {
    filled: string[];
    onlyPromptRoundId: ValueOrSlot<string> | undefined;
    skipHeld: boolean;
  },
): SQL {
  const { filled, onlyPromptRoundId, skipHeld } = options;
  return sql`select p.id, p.phrase from rounds p
      where ${copyablePromptCondition(playerId)}
        ${filled.length > 0 ? sql`and p.id not in ${filled}` : sql``}
        ${onlyPromptRoundId ? sql`and p.id = ${onlyPromptRoundId}` : sql``}
      order by p.ended_at, p.id
      limit 1
      for update of p ${skipHeld ? sql`skip locked` : sql``}`;
}

const oldestCopyable = builtOncePerShape<
  { only: boolean; skipHeld: boolean },
  { playerId: string; onlyPromptRoundId: string | null }
>(
  ({ only, skipHeld }) => `${only}:${skipHeld}`,
  (v, { only, skipHeld }) =>
    oldestCopyablePrompt(v.playerId, {
      filled: [],
      onlyPromptRoundId: only ? v.onlyPromptRoundId : undefined,
      skipHeld,
    }),
);

const heldCopySlots = builtOnce<{ promptRoundId: string }>(
  (v) =>
    sql`select copy_slot from rounds
          where prompt_round_id = ${v.promptRoundId} and round_type = 'copy'
            and status in ('active', 'submitted')`,
);
