import { describe, expect, it } from 'vitest';
import {
  BALANCED_PLAYER_PARTS,
  QUEST_ACTIVITY_WINDOW_MS,
  QUEST_DEFINITIONS,
  QUEST_TYPES,
  STARTER_QUEST_TYPES,
  type QuestType,
  applyVoteToStreak,
  balancedPlayerProgress,
  cappedProgress,
  countWithinWindow,
  deceptiveCopyEarned,
  isQuestComplete,
  isQuestType,
  loginStreak,
  nextTier,
  obviousOriginalEarned,
  popularSetEarned,
  progressPercentage,
  tierLabel,
  utcDateString,
} from '../../src/server/game/rules/quests';

// docs/game-rules.md#quests, row by row: [type, name, category, target, reward, next].
const SPEC_TABLE: [string, string, string, number, number, string | null][] = [
  ['hot_streak_5', 'Hot Streak', 'streak', 5, 10, 'hot_streak_10'],
  ['hot_streak_10', 'Blazing Streak', 'streak', 10, 25, 'hot_streak_20'],
  ['hot_streak_20', 'Inferno Streak', 'streak', 20, 75, null],
  ['deceptive_copy', 'Master Deceiver', 'quality', 75, 20, null],
  ['obvious_original', 'Clear Original', 'quality', 85, 15, null],
  ['round_completion_5', 'Quick Player', 'activity', 5, 25, 'round_completion_10'],
  ['round_completion_10', 'Active Player', 'activity', 10, 75, 'round_completion_20'],
  ['round_completion_20', 'Power Player', 'activity', 20, 200, null],
  ['balanced_player', 'Balanced Player', 'activity', 10, 20, null],
  ['login_streak_7', 'Week Warrior', 'streak', 7, 200, null],
  ['feedback_contributor_10', 'Feedback Novice', 'milestone', 10, 5, 'feedback_contributor_50'],
  ['feedback_contributor_50', 'Feedback Expert', 'milestone', 50, 25, null],
  ['milestone_votes_100', 'Century Voter', 'milestone', 100, 50, null],
  ['milestone_prompts_50', 'Prompt Master', 'milestone', 50, 100, null],
  ['milestone_copies_100', 'Copy Champion', 'milestone', 100, 75, null],
  ['milestone_phraseset_20votes', 'Popular Set', 'milestone', 20, 25, null],
];

describe('quest definitions', () => {
  it('has exactly the 16 quest types of the spec', () => {
    expect(QUEST_TYPES).toHaveLength(16);
    expect(Object.keys(QUEST_DEFINITIONS).sort()).toEqual(SPEC_TABLE.map((r) => r[0]).sort());
  });

  it.each(SPEC_TABLE)(
    '%s: %s, %s, target %i, reward %i, next %s',
    (type, name, category, target, reward, next) => {
      const def = QUEST_DEFINITIONS[type as QuestType];
      expect(def).toMatchObject({ quest_type: type, name, category, target, reward, next });
    },
  );

  it('gives every quest a player-facing description naming its goal number', () => {
    for (const def of Object.values(QUEST_DEFINITIONS)) {
      expect(def.description.length).toBeGreaterThan(10);
      expect(def.description).toContain(String(def.target));
    }
  });

  it('is frozen so no caller can change the game content', () => {
    expect(Object.isFrozen(QUEST_DEFINITIONS)).toBe(true);
    expect(Object.isFrozen(QUEST_DEFINITIONS.hot_streak_5)).toBe(true);
  });

  it('lists the 8 starter quests of the spec', () => {
    expect([...STARTER_QUEST_TYPES].sort()).toEqual(
      [
        'hot_streak_5',
        'round_completion_5',
        'balanced_player',
        'login_streak_7',
        'feedback_contributor_10',
        'milestone_votes_100',
        'milestone_prompts_50',
        'milestone_copies_100',
      ].sort(),
    );
  });

  it('recognises quest types', () => {
    expect(isQuestType('hot_streak_5')).toBe(true);
    expect(isQuestType('hot_streak_7')).toBe(false);
  });
});

describe('tiers', () => {
  it('chains the tiered quests and ends every chain', () => {
    expect(nextTier('hot_streak_5')).toBe('hot_streak_10');
    expect(nextTier('hot_streak_10')).toBe('hot_streak_20');
    expect(nextTier('hot_streak_20')).toBeNull();
    expect(nextTier('round_completion_5')).toBe('round_completion_10');
    expect(nextTier('round_completion_10')).toBe('round_completion_20');
    expect(nextTier('feedback_contributor_10')).toBe('feedback_contributor_50');
    expect(nextTier('login_streak_7')).toBeNull();
  });

  it.each([
    ['hot_streak_5', 'I'],
    ['hot_streak_10', 'II'],
    ['hot_streak_20', 'III'],
    ['round_completion_5', 'I'],
    ['round_completion_10', 'II'],
    ['round_completion_20', 'III'],
    ['feedback_contributor_10', 'I'],
    ['feedback_contributor_50', 'II'],
    ['deceptive_copy', null],
    ['obvious_original', null],
    ['balanced_player', null],
    ['login_streak_7', null],
    ['milestone_votes_100', null],
    ['milestone_prompts_50', null],
    ['milestone_copies_100', null],
    ['milestone_phraseset_20votes', null],
  ])('%s has tier label %s', (type, label) => {
    expect(tierLabel(type as QuestType)).toBe(label);
  });
});

describe('progress bar', () => {
  it.each([
    [0, 10, 0],
    [1, 3, 33],
    [5, 10, 50],
    [8, 10, 80],
    [99, 100, 99],
    [2, 3, 66], // floored, not rounded
    [199, 200, 99], // 100 only once complete
    [10, 10, 100],
    [15, 10, 100],
    [-1, 10, 0],
    [0, 0, 100],
  ])('%i of %i -> %i%%', (current, target, pct) => {
    expect(progressPercentage(current, target)).toBe(pct);
  });

  it('caps the stored progress to [0, target] and completes at target', () => {
    expect(cappedProgress(12, 10)).toBe(10);
    expect(cappedProgress(-2, 10)).toBe(0);
    expect(cappedProgress(4, 10)).toBe(4);
    expect(isQuestComplete(9, 10)).toBe(false);
    expect(isQuestComplete(10, 10)).toBe(true);
  });
});

describe('streaks', () => {
  it('adds a correct vote and resets on a wrong one', () => {
    expect(applyVoteToStreak(0, true)).toBe(1);
    expect(applyVoteToStreak(4, true)).toBe(5);
    expect(applyVoteToStreak(4, false)).toBe(0);
    expect(applyVoteToStreak(0, false)).toBe(0);
  });

  it('formats instants as UTC dates', () => {
    expect(utcDateString(Date.UTC(2025, 2, 9, 23, 59, 59))).toBe('2025-03-09');
    expect(utcDateString(new Date('2025-03-10T00:00:00Z'))).toBe('2025-03-10');
  });

  it('counts today alone when there is no previous claim', () => {
    expect(loginStreak([], '2025-03-10')).toBe(1);
  });

  it('counts consecutive days ending today, reaching the 7-day target', () => {
    const previous = [
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ];
    expect(loginStreak(previous, '2025-03-10')).toBe(7);
    expect(loginStreak(previous.slice(1), '2025-03-10')).toBe(6);
  });

  it('restarts after a missed day', () => {
    expect(loginStreak(['2025-03-07', '2025-03-08'], '2025-03-10')).toBe(1);
    expect(
      loginStreak(['2025-03-05', '2025-03-06', '2025-03-08', '2025-03-09'], '2025-03-10'),
    ).toBe(3);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(loginStreak(['2024-02-28', '2024-02-29'], '2024-03-01')).toBe(3);
    expect(loginStreak(['2024-12-30', '2024-12-31'], '2025-01-01')).toBe(3);
  });

  it('ignores duplicates, today itself and dates after today', () => {
    expect(
      loginStreak(['2025-03-09', '2025-03-09', '2025-03-10', '2025-03-11'], '2025-03-10'),
    ).toBe(2);
  });

  it('refuses malformed or impossible dates', () => {
    expect(() => loginStreak([], '2025-3-10')).toThrow(RangeError);
    expect(() => loginStreak(['2025-02-30'], '2025-03-10')).toThrow(RangeError);
    expect(() => loginStreak([], '2025-03-10T00:00:00Z')).toThrow(RangeError);
  });
});

describe('24 h activity window', () => {
  const now = Date.UTC(2025, 0, 2, 12);

  it('is 24 hours long', () => {
    expect(QUEST_ACTIVITY_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('counts events newer than now - window, including now itself', () => {
    const events = [
      now - QUEST_ACTIVITY_WINDOW_MS - 1, // out
      now - QUEST_ACTIVITY_WINDOW_MS, // exactly 24 h old: out
      now - QUEST_ACTIVITY_WINDOW_MS + 1, // in
      new Date(now - 60_000), // in
      now, // in
    ];
    expect(countWithinWindow(events, now, QUEST_ACTIVITY_WINDOW_MS)).toBe(3);
    expect(countWithinWindow(events, new Date(now), QUEST_ACTIVITY_WINDOW_MS)).toBe(3);
  });

  it('still counts an event stamped slightly after now', () => {
    expect(countWithinWindow([now + 5], now, QUEST_ACTIVITY_WINDOW_MS)).toBe(1);
  });

  it('counts nothing in an empty list and honours the given window', () => {
    expect(countWithinWindow([], now, QUEST_ACTIVITY_WINDOW_MS)).toBe(0);
    expect(countWithinWindow([now - 1000, now - 3000], now, 2000)).toBe(1);
  });
});

describe('balancedPlayerProgress', () => {
  it('needs 1 prompt, 2 copies and 10 votes', () => {
    expect(BALANCED_PLAYER_PARTS).toEqual({ prompts: 1, copies: 2, votes: 10 });
  });

  it.each([
    [{ prompts: 0, copies: 0, votes: 0 }, 0, false],
    [{ prompts: 1, copies: 0, votes: 0 }, 0, false], // 1/13 of 10 = 0.77
    [{ prompts: 1, copies: 2, votes: 0 }, 2, false], // 3/13 -> 2.3
    [{ prompts: 0, copies: 0, votes: 10 }, 7, false], // 10/13 -> 7.7
    [{ prompts: 0, copies: 0, votes: 50 }, 7, false], // extra votes do not stand in for others
    [{ prompts: 1, copies: 1, votes: 10 }, 9, false], // 12/13 -> 9.2, still not complete
    [{ prompts: 0, copies: 2, votes: 10 }, 9, false],
    [{ prompts: 1, copies: 2, votes: 9 }, 9, false],
    [{ prompts: 1, copies: 2, votes: 10 }, 10, true],
    [{ prompts: 3, copies: 5, votes: 30 }, 10, true],
  ])('%j -> %i, complete %s', (counts, progress, complete) => {
    expect(balancedPlayerProgress(counts)).toEqual({ progress_current: progress, complete });
  });

  it('reaches the quest target exactly when complete', () => {
    const target = QUEST_DEFINITIONS.balanced_player.target;
    for (let p = 0; p <= 2; p++)
      for (let c = 0; c <= 3; c++)
        for (let v = 0; v <= 12; v++) {
          const r = balancedPlayerProgress({ prompts: p, copies: c, votes: v });
          expect(r.progress_current === target).toBe(r.complete);
          expect(r.progress_current).toBeLessThanOrEqual(target);
        }
  });
});

describe('quality quests and Popular Set', () => {
  it.each([
    [3, 4, true], // exactly 75%
    [15, 20, true],
    [74, 100, false],
    [14, 20, false],
    [4, 4, true],
    [0, 0, false],
  ])('deceptive copy: %i of %i votes -> %s', (part, total, earned) => {
    expect(deceptiveCopyEarned(part, total)).toBe(earned);
  });

  it.each([
    [17, 20, true], // exactly 85%
    [85, 100, true],
    [84, 100, false],
    [16, 20, false],
    [6, 7, true], // 85.7%
    [5, 6, false], // 83.3%
    [0, 0, false],
  ])('obvious original: %i of %i votes -> %s', (part, total, earned) => {
    expect(obviousOriginalEarned(part, total)).toBe(earned);
  });

  it.each([
    [19, false],
    [20, true],
    [21, true],
  ])('popular set at %i votes -> %s', (votes, earned) => {
    expect(popularSetEarned(votes)).toBe(earned);
  });
});
