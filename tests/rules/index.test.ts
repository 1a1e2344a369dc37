import { describe, expect, it } from 'vitest';
import * as rules from '../../src/server/game/rules';

describe('rules index', () => {
  it('re-exports every rule function from one place', () => {
    const expected = [
      'computePayouts',
      'prizePoolAfterVotes',
      'votingStatus',
      'closesAt',
      'shouldFinalize',
      'acceptsNewVoter',
      'afterVote',
      'orderVoteCandidates',
      'isOverdue',
      'acceptsSubmission',
      'submissionDeadline',
      'expiryRefund',
      'copyCost',
      'nextTier',
      'tierLabel',
      'progressPercentage',
      'applyVoteToStreak',
      'countWithinWindow',
      'balancedPlayerProgress',
      'loginStreak',
      'deceptiveCopyEarned',
      'obviousOriginalEarned',
      'popularSetEarned',
      'winRate',
      'averageEarnings',
      'roundsPerDay',
      'roleStats',
      'nextStep',
      'previousStep',
      'isTutorialActive',
    ];
    for (const name of expected) {
      expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(rules.QUEST_DEFINITIONS.hot_streak_5.name).toBe('Hot Streak');
    expect(rules.STARTER_QUEST_TYPES).toHaveLength(8);
  });
});
