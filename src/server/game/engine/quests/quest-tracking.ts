import type { Tx } from '../../../db/types';
import type { GameEventBus } from '../../events';
import { advanceQuests } from './advance-quests';
import { createEarnedQuests, createStarterQuests } from './create-quests';
import { questsEarnedAtFinalization } from './earned-quests';

/**
 * Listens to the app's game events: registration creates the starter quests, a finalized set
 * creates the quests it earned, every other event advances its player's quests. Listeners run
 * inside the transaction that raised the event, so quest progress commits or rolls back with
 * its cause.
 */
export function installQuestTracking(bus: GameEventBus<Tx>): void {
  bus.on(async (tx, event) => {
    switch (event.type) {
      case 'player_registered':
        return createStarterQuests(tx, event.playerId, event.at);
      case 'phraseset_finalized':
        return createEarnedQuests(tx, questsEarnedAtFinalization(event), event.at);
      default:
        return advanceQuests(tx, event);
    }
  });
}
