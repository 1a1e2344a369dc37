// A submission or vote reads the player's quests in its own statement, without a lock, and
// advanceQuests moves them from that read by a compare-and-set (quests-read-ahead.ts). When
// they changed in between, the event must still apply once, to the quests as they are: the
// same end state as the locked read gives.
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { transaction } from '../../src/server/db';
import { quests, type QuestRow } from '../../src/server/db/schema/quests';
import type { Database } from '../../src/server/db/types';
import { advanceQuests } from '../../src/server/game/engine/quests/advance-quests';
import type { PlayerGameEvent } from '../../src/server/game/engine/quests/progress-trackers';
import { rememberMovableQuests } from '../../src/server/game/engine/quests/quests-read-ahead';
import { describeEachEngine, type EngineContext } from '../support';
import { countStatements } from '../support/query-counter';

const START = new Date('2032-01-10T10:00:00Z');

/** The quest statement advanceQuests sends when it reads the quests itself. */
const locksQuests = (statement: string) => /from "quests"[\s\S]*for update/.test(statement);

describeEachEngine(
  'quests read ahead',
  (ctx) => {
    const vote = (playerId: string, correct: boolean, minutes: number): PlayerGameEvent => ({
      type: 'vote_cast',
      playerId,
      roundId: randomUUID(),
      phrasesetId: randomUUID(),
      correct,
      at: new Date(START.getTime() + minutes * 60_000),
    });

    /** Applies the event in its own transaction, the quests read ahead as given (if any). */
    async function apply(
      database: Database,
      event: PlayerGameEvent,
      readAhead?: readonly QuestRow[],
    ): Promise<void> {
      await transaction(database.db, async (tx) => {
        if (readAhead)
          rememberMovableQuests(tx, event.playerId, 'vote_cast', structuredClone(readAhead));
        await advanceQuests(tx, event);
      });
    }

    it('moves quests from a read ahead without reading them again', async () => {
      const [ahead, locked] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
      const counter = countStatements(ctx.database);
      await apply(
        counter.database,
        vote(ahead.playerId, true, 1),
        await questsOf(ctx, ahead.playerId),
      );
      expect(counter.statements.some(locksQuests)).toBe(false);
      counter.reset();
      await apply(counter.database, vote(locked.playerId, true, 1));
      expect(counter.statements.some(locksQuests)).toBe(true);
      expect(await stateOf(ctx, ahead.playerId)).toEqual(await stateOf(ctx, locked.playerId));
    });

    it('applies the event once, to the quests as they are, when they changed after the read', async () => {
      const [ahead, locked] = [await ctx.registerPlayer(), await ctx.registerPlayer()];
      const stale = await questsOf(ctx, ahead.playerId);
      // Another event of each player commits between the read ahead and its use.
      for (const player of [ahead, locked])
        await apply(ctx.database, vote(player.playerId, true, 2));
      expect(await stateOf(ctx, ahead.playerId)).not.toEqual(stateAsRead(stale));

      const counter = countStatements(ctx.database);
      await apply(counter.database, vote(ahead.playerId, true, 3), stale);
      // The compare-and-set found the quests changed and moved nothing; the locked read did.
      expect(counter.statements.some(locksQuests)).toBe(true);
      await apply(ctx.database, vote(locked.playerId, true, 3));
      expect(await stateOf(ctx, ahead.playerId)).toEqual(await stateOf(ctx, locked.playerId));
      const streak = (await stateOf(ctx, ahead.playerId)).find(
        (quest) => quest.questType === 'hot_streak_5',
      );
      expect(streak?.progressCurrent).toBe(2);
    });
  },
  { clockStart: START },
);

async function questsOf(ctx: EngineContext, playerId: string): Promise<QuestRow[]> {
  return ctx.database.db.select().from(quests).where(eq(quests.playerId, playerId));
}

/** What an event changes of a player's quests, by type, comparable between players. */
async function stateOf(ctx: EngineContext, playerId: string) {
  return stateAsRead(await questsOf(ctx, playerId));
}

function stateAsRead(rows: readonly QuestRow[]) {
  return rows
    .map(({ questType, status, progress, progressCurrent, completedAt }) => ({
      questType,
      status,
      progress,
      progressCurrent,
      completedAt,
    }))
    .sort((a, b) => a.questType.localeCompare(b.questType));
}
