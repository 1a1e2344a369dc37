// Quest definitions (docs/game-rules.md#quests) and the pure progress rules the server applies
// inside the transaction of the event that advances a quest. The table is game content, not
// configuration: its targets and rewards are not among the settings (docs/game-rules.md#settings).
import { type Instant, toEpochMs } from './round-expiry';

export const QUEST_TYPES = [
  'hot_streak_5',
  'hot_streak_10',
  'hot_streak_20',
  'deceptive_copy',
  'obvious_original',
  'round_completion_5',
  'round_completion_10',
  'round_completion_20',
  'balanced_player',
  'login_streak_7',
  'feedback_contributor_10',
  'feedback_contributor_50',
  'milestone_votes_100',
  'milestone_prompts_50',
  'milestone_copies_100',
  'milestone_phraseset_20votes',
] as const;

export type QuestType = (typeof QUEST_TYPES)[number];
export type QuestCategory = 'streak' | 'quality' | 'activity' | 'milestone';

export interface QuestDefinition {
  quest_type: QuestType;
  name: string;
  description: string;
  category: QuestCategory;
  target: number;
  reward: number;
  /** Quest created when this one is claimed; null when it is the last (or only) tier. */
  next: QuestType | null;
}

// One entry per row of the table in docs/game-rules.md#quests, in its order.
const TABLE: Record<QuestType, Omit<QuestDefinition, 'quest_type'>> = {
  hot_streak_5: {
    name: 'Hot Streak',
    category: 'streak',
    target: 5,
    reward: 10,
    next: 'hot_streak_10',
    description: 'Vote correctly 5 times in a row.',
  },
  hot_streak_10: {
    name: 'Blazing Streak',
    category: 'streak',
    target: 10,
    reward: 25,
    next: 'hot_streak_20',
    description: 'Vote correctly 10 times in a row.',
  },
  hot_streak_20: {
    name: 'Inferno Streak',
    category: 'streak',
    target: 20,
    reward: 75,
    next: null,
    description: 'Vote correctly 20 times in a row.',
  },
  deceptive_copy: {
    name: 'Master Deceiver',
    category: 'quality',
    target: 75,
    reward: 20,
    next: null,
    description: "Write a copy that wins at least 75% of its set's votes.",
  },
  obvious_original: {
    name: 'Clear Original',
    category: 'quality',
    target: 85,
    reward: 15,
    next: null,
    description: "Write an original that wins at least 85% of its set's votes.",
  },
  round_completion_5: {
    name: 'Quick Player',
    category: 'activity',
    target: 5,
    reward: 25,
    next: 'round_completion_10',
    description: 'Submit 5 prompt or copy rounds within 24 hours.',
  },
  round_completion_10: {
    name: 'Active Player',
    category: 'activity',
    target: 10,
    reward: 75,
    next: 'round_completion_20',
    description: 'Submit 10 prompt or copy rounds within 24 hours.',
  },
  round_completion_20: {
    name: 'Power Player',
    category: 'activity',
    target: 20,
    reward: 200,
    next: null,
    description: 'Submit 20 prompt or copy rounds within 24 hours.',
  },
  balanced_player: {
    name: 'Balanced Player',
    category: 'activity',
    target: 10,
    reward: 20,
    next: null,
    description: 'Within 24 hours, submit 1 prompt, 2 copies and 10 votes.',
  },
  login_streak_7: {
    name: 'Week Warrior',
    category: 'streak',
    target: 7,
    reward: 200,
    next: null,
    description: 'Claim your daily bonus 7 days in a row.',
  },
  feedback_contributor_10: {
    name: 'Feedback Novice',
    category: 'milestone',
    target: 10,
    reward: 5,
    next: 'feedback_contributor_50',
    description: 'Like or dislike 10 prompts.',
  },
  feedback_contributor_50: {
    name: 'Feedback Expert',
    category: 'milestone',
    target: 50,
    reward: 25,
    next: null,
    description: 'Like or dislike 50 prompts.',
  },
  milestone_votes_100: {
    name: 'Century Voter',
    category: 'milestone',
    target: 100,
    reward: 50,
    next: null,
    description: 'Cast 100 votes.',
  },
  milestone_prompts_50: {
    name: 'Prompt Master',
    category: 'milestone',
    target: 50,
    reward: 100,
    next: null,
    description: 'Submit 50 prompts.',
  },
  milestone_copies_100: {
    name: 'Copy Champion',
    category: 'milestone',
    target: 100,
    reward: 75,
    next: null,
    description: 'Submit 100 copies.',
  },
  milestone_phraseset_20votes: {
    name: 'Popular Set',
    category: 'milestone',
    target: 20,
    reward: 25,
    next: null,
    description: 'Have one of your phrase sets reach 20 votes.',
  },
};

export const QUEST_DEFINITIONS: Readonly<Record<QuestType, Readonly<QuestDefinition>>> =
  Object.freeze(
    Object.fromEntries(
      QUEST_TYPES.map((type) => [type, Object.freeze({ quest_type: type, ...TABLE[type] })]),
    ) as Record<QuestType, QuestDefinition>,
  );

/** Created at registration. The quality quests and Popular Set are created when earned. */
export const STARTER_QUEST_TYPES: readonly QuestType[] = Object.freeze([
  'hot_streak_5',
  'round_completion_5',
  'balanced_player',
  'login_streak_7',
  'feedback_contributor_10',
  'milestone_votes_100',
  'milestone_prompts_50',
  'milestone_copies_100',
]);

export function isQuestType(value: string): value is QuestType {
  return (QUEST_TYPES as readonly string[]).includes(value);
}

export function nextTier(type: QuestType): QuestType | null {
  return QUEST_DEFINITIONS[type].next;
}

const PREVIOUS_TIER = new Map<QuestType, QuestType>(
  QUEST_TYPES.flatMap((type) => {
    const next = QUEST_DEFINITIONS[type].next;
    return next === null ? [] : [[next, type] as const];
  }),
);

export type TierLabel = 'I' | 'II' | 'III';
const TIER_LABELS: readonly TierLabel[] = ['I', 'II', 'III'];

/**
 * 'I', 'II' or 'III' for quests that belong to a tier chain (their position in it), null for
 * stand-alone quests: the label is derived from the `next` links, never from a separate list.
 */
export function tierLabel(type: QuestType): TierLabel | null {
  if (nextTier(type) === null && !PREVIOUS_TIER.has(type)) return null;
  let position = 0;
  for (let t: QuestType | undefined = type; t !== undefined; t = PREVIOUS_TIER.get(t)) position++;
  return TIER_LABELS[position - 1] ?? null;
}

/**
 * Whole percent 0-100 for the progress bar. Floored, so 100 appears only at completion;
 * a target of 0 or less is treated as already met.
 */
export function progressPercentage(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((current * 100) / target)));
}

/** progress_current as stored: the raw measure clamped to [0, target]. */
export function cappedProgress(value: number, target: number): number {
  return Math.max(0, Math.min(value, target));
}

export function isQuestComplete(progressCurrent: number, target: number): boolean {
  return progressCurrent >= target;
}

// ---- Streak quests ------------------------------------------------------------------------

/** Correct votes in a row: a wrong vote breaks the streak. */
export function applyVoteToStreak(current: number, correct: boolean): number {
  return correct ? current + 1 : 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UTC_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of an instant in UTC (the calendar the daily bonus uses). */
export function utcDateString(instant: Instant): string {
  return new Date(toEpochMs(instant)).toISOString().slice(0, 10);
}

/** Days since the epoch for a 'YYYY-MM-DD' string; rejects malformed or impossible dates. */
function utcDayNumber(date: string): number {
  const match = UTC_DATE.exec(date);
  if (match === null) throw new RangeError(`Not a UTC date (YYYY-MM-DD): ${date}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (utcDateString(ms) !== date) throw new RangeError(`Not a real calendar date: ${date}`);
  return ms / DAY_MS;
}

/**
 * Length of the run of consecutive UTC days of daily-bonus claims ending today, counting
 * today's claim (the one being recorded). Duplicates, and dates after today, are ignored.
 */
export function loginStreak(
  previousClaimUtcDates: readonly string[],
  todayUtcDate: string,
): number {
  const today = utcDayNumber(todayUtcDate);
  const claimed = new Set(previousClaimUtcDates.map(utcDayNumber));
  let streak = 1;
  while (claimed.has(today - streak)) streak++;
  return streak;
}

// ---- Activity quests (rolling 24 h) --------------------------------------------------------

export const QUEST_ACTIVITY_WINDOW_MS = DAY_MS;

/**
 * Events in the window that ends at `now`: an event exactly windowMs old has just left it.
 * Events stamped slightly after `now` (clocks of several server processes) still count.
 */
export function countWithinWindow(
  timestamps: readonly Instant[],
  now: Instant,
  windowMs: number,
): number {
  const start = toEpochMs(now) - windowMs;
  return timestamps.filter((t) => toEpochMs(t) > start).length;
}

/** The three parts of Balanced Player, all within QUEST_ACTIVITY_WINDOW_MS. */
export const BALANCED_PLAYER_PARTS = Object.freeze({ prompts: 1, copies: 2, votes: 10 });

export interface BalancedPlayerCounts {
  prompts: number;
  copies: number;
  votes: number;
}

/**
 * progress_current for Balanced Player, out of its target (10). Every part needed moves the
 * bar: each of the 13 required actions (1 prompt + 2 copies + 10 votes; extras of one part do
 * not count) is worth target/13, floored. The floor keeps progress below the target until all
 * three parts hold, so `complete` and progress_current === target always agree.
 */
export function balancedPlayerProgress(counts: BalancedPlayerCounts): {
  progress_current: number;
  complete: boolean;
} {
  const parts = BALANCED_PLAYER_PARTS;
  const needed = parts.prompts + parts.copies + parts.votes;
  const done =
    cappedProgress(counts.prompts, parts.prompts) +
    cappedProgress(counts.copies, parts.copies) +
    cappedProgress(counts.votes, parts.votes);
  const target = QUEST_DEFINITIONS.balanced_player.target;
  return { progress_current: Math.floor((target * done) / needed), complete: done === needed };
}

// ---- Quality and Popular Set (created when earned) -----------------------------------------

/** part / total >= percent / 100, in integers; an empty set earns nothing. */
function reachesShare(part: number, total: number, percent: number): boolean {
  return total > 0 && part * 100 >= percent * total;
}

export function deceptiveCopyEarned(copyVotes: number, totalVotes: number): boolean {
  return reachesShare(copyVotes, totalVotes, QUEST_DEFINITIONS.deceptive_copy.target);
}

export function obviousOriginalEarned(originalVotes: number, totalVotes: number): boolean {
  return reachesShare(originalVotes, totalVotes, QUEST_DEFINITIONS.obvious_original.target);
}

export function popularSetEarned(voteCount: number): boolean {
  return voteCount >= QUEST_DEFINITIONS.milestone_phraseset_20votes.target;
}
