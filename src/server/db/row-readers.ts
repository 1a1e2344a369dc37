// The whole-row readers of the tables whose rows the hottest statements lock or return.
import { phrasesets, quests, rounds } from './schema';
import { tableRows } from './table-rows';

export const roundRows = tableRows(rounds);
export const phrasesetRows = tableRows(phrasesets);
export const questRows = tableRows(quests);
