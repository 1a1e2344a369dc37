import type { PhrasesetStatus } from '../../shared/api/phrasesets';
import type { PhrasesetRow } from '../db/schema';
import type { PayoutRole } from '../ledger/keys';
import { computePayouts } from '../game/rules';
import type { PhrasesetRecord } from './input-rows';

/**
 * The status players see for a prompt and its set (same cases as the contributions query):
 * abandoned when the prompt timed out, the set's own status once formed, else how many
 * copies it is still waiting for.
 */
export function recordStatus(record: PhrasesetRecord): PhrasesetStatus {
  if (record.promptStatus === 'expired') return 'abandoned';
  if (record.set) return record.set.status;
  const copies = record.contributors.filter((contributor) => contributor.role === 'copy').length;
  return copies === 1 ? 'waiting_copy1' : 'waiting_copies';
}

export interface RoleTally {
  phrase: string;
  playerId: string;
  votes: number;
  points: number;
}

/** Votes and points of each role of a formed set (points by the rules' weights). */
export function tallyRoles(
  set: PhrasesetRow,
  votes: PhrasesetRecord['votes'],
): Record<PayoutRole, RoleTally> {
  const votesFor = (phrase: string) => votes.filter((vote) => vote.votedPhrase === phrase).length;
  const originalVotes = votesFor(set.originalPhrase);
  const copy1Votes = votesFor(set.copy1Phrase);
  const copy2Votes = votesFor(set.copy2Phrase);
  // Only the points are used: what each role was paid is read from the ledger.
  const points = computePayouts({ originalVotes, copy1Votes, copy2Votes, pool: 0 });
  return {
    original: {
      phrase: set.originalPhrase,
      playerId: set.originalPlayerId,
      votes: originalVotes,
      points: points.original.points,
    },
    copy1: {
      phrase: set.copy1Phrase,
      playerId: set.copy1PlayerId,
      votes: copy1Votes,
      points: points.copy1.points,
    },
    copy2: {
      phrase: set.copy2Phrase,
      playerId: set.copy2PlayerId,
      votes: copy2Votes,
      points: points.copy2.points,
    },
  };
}
