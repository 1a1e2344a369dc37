// A player's quests read in the statement of the change that raises the event moving them,
// without a lock: advanceQuests then needs no read of its own (one round trip less in every
// prompt, copy and vote submission) and moves them by a compare-and-set, falling back on its
// locked read when they changed in between.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { questRows } from '../../../db/row-readers';
import { jsonColumn } from '../../../db/row-sets';
import { quests, type QuestRow } from '../../../db/schema/quests';
import type { Tx } from '../../../db/types';
import { questTypesMovedBy, type PlayerEventType } from './progress-trackers';

interface ReadAhead {
  playerId: string;
  eventType: PlayerEventType;
  rows: QuestRow[];
}

/** By transaction: what its last statement with movableQuestsColumn read, until used. */
const readAhead = new WeakMap<Tx, ReadAhead>();

/**
 * The quests an event of this type may move (the same rows advanceQuests locks), as the JSON
 * column `movable_quests` of the statement that makes the change raising the event.
 */
export function movableQuestsColumn(eventType: PlayerEventType, playerId: Placeholder): SQL {
  const types = questTypesMovedBy(eventType);
  if (types.length === 0) return sql`'[]'::json as movable_quests`;
  return sql`(select coalesce(json_agg(q order by q."id"), '[]'::json)
              from (select ${questRows.columns} from ${quests}
                    where ${quests.playerId} = ${playerId} and ${quests.questType} in ${types}
                      and ${quests.status} <> 'claimed') q) as movable_quests`;
}

/** Keeps a movable_quests column for the event the caller raises next in this transaction. */
export function rememberMovableQuests(
  tx: Tx,
  playerId: string,
  eventType: PlayerEventType,
  column: unknown,
): void {
  const raw = jsonColumn(column);
  if (!Array.isArray(raw)) return;
  readAhead.set(tx, { playerId, eventType, rows: questRows.read(raw) });
}

/** The quests read ahead for this event, once; undefined when none were (or for another event). */
export function takeMovableQuests(
  tx: Tx,
  event: { playerId: string; type: PlayerEventType },
): QuestRow[] | undefined {
  const ahead = readAhead.get(tx);
  readAhead.delete(tx);
  if (!ahead || ahead.playerId !== event.playerId || ahead.eventType !== event.type)
    return undefined;
  return ahead.rows;
}
