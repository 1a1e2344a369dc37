import type { GameEvent } from '../../events';
import { deceptiveCopyEarned, obviousOriginalEarned, popularSetEarned } from '../../rules/quests';
import type { EarnedQuest } from './create-quests';

type FinalizedEvent = Extract<GameEvent, { type: 'phraseset_finalized' }>;

/**
 * The quests a finalized set earns its contributors: Master Deceiver for a copy with at least
 * 75% of the votes, Clear Original for an original with at least 85%, and Popular Set for all
 * three contributors of a set that reached 20 votes.
 */
export function questsEarnedAtFinalization(event: FinalizedEvent): EarnedQuest[] {
  const { phrasesetId, totalVotes, original, copies } = event;
  const evidence = (votes: number) => ({
    phraseset_id: phrasesetId,
    votes,
    total_votes: totalVotes,
  });
  const earned: EarnedQuest[] = [];
  if (obviousOriginalEarned(original.votes, totalVotes)) {
    earned.push({
      playerId: original.playerId,
      type: 'obvious_original',
      evidence: evidence(original.votes),
    });
  }
  for (const copy of copies) {
    if (deceptiveCopyEarned(copy.votes, totalVotes)) {
      earned.push({
        playerId: copy.playerId,
        type: 'deceptive_copy',
        evidence: evidence(copy.votes),
      });
    }
  }
  if (popularSetEarned(totalVotes)) {
    for (const contributor of [original, ...copies]) {
      earned.push({
        playerId: contributor.playerId,
        type: 'milestone_phraseset_20votes',
        evidence: evidence(contributor.votes),
      });
    }
  }
  return earned;
}
