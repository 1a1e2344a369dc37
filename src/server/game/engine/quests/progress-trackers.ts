// How each quest type turns game events into progress, as pure functions over the quest's
// stored state (its `progress` JSON). The arithmetic itself is the rules module's
// (src/server/game/rules/quests.ts); this file only decides what each quest remembers.
import type { GameEvent } from '../../events';
import {
  BALANCED_PLAYER_PARTS,
  QUEST_ACTIVITY_WINDOW_MS,
  QUEST_DEFINITIONS,
  type QuestType,
  applyVoteToStreak,
  balancedPlayerProgress,
  countWithinWindow,
  loginStreak,
  utcDateString,
} from '../../rules/quests';

/** Events caused by one player; phraseset_finalized concerns three and creates quests instead. */
export type PlayerGameEvent = Exclude<GameEvent, { type: 'phraseset_finalized' }>;
export type PlayerEventType = PlayerGameEvent['type'];

/** A quest's stored state: plain JSON, read back defensively. */
export type QuestState = Record<string, unknown>;

export interface ProgressTracker {
  /** The events that move this quest. */
  readonly events: readonly PlayerEventType[];
  /**
   * The state of a new quest. A tier created by a claim inherits the running state of the
   * tier just claimed, so a streak or a count already under way keeps counting.
   */
  start(inherited: QuestState | null, now: Date): QuestState;
  record(state: QuestState, event: PlayerGameEvent): QuestState;
  /** The measure compared with the target, as it stands at `now` (windows slide, streaks lapse). */
  measure(state: QuestState, now: Date): number;
}

const numberField = (state: QuestState | null, key: string): number => {
  const value = state?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

const stringList = (state: QuestState | null, key: string): string[] => {
  const value = state?.[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
};

/** The newest `keep` entries: older ones can never matter again to a count of at most `keep`. */
const newest = (items: readonly string[], keep: number): string[] => items.slice(-keep);

const withinWindow = (isoTimes: readonly string[], now: Date): number =>
  countWithinWindow(
    isoTimes.map((iso) => Date.parse(iso)),
    now,
    QUEST_ACTIVITY_WINDOW_MS,
  );

/** Correct votes in a row (Hot Streak tiers); a wrong vote starts again from 0. */
const voteStreak: ProgressTracker = {
  events: ['vote_cast'],
  start: (inherited) => ({ current_streak: numberField(inherited, 'current_streak') }),
  record: (state, event) =>
    event.type === 'vote_cast'
      ? { current_streak: applyVoteToStreak(numberField(state, 'current_streak'), event.correct) }
      : state,
  measure: (state) => numberField(state, 'current_streak'),
};

/** Enough to complete the largest tier of the chain; older submissions cannot count then. */
const ROUND_MEMORY = QUEST_DEFINITIONS.round_completion_20.target;

/** Prompt or copy rounds submitted within the last 24 hours (Quick, Active, Power Player). */
const roundCompletion: ProgressTracker = {
  events: ['prompt_submitted', 'copy_submitted'],
  start: (inherited) => ({ submitted_at: stringList(inherited, 'submitted_at') }),
  record: (state, event) => ({
    submitted_at: newest(
      [...stringList(state, 'submitted_at'), event.at.toISOString()],
      ROUND_MEMORY,
    ),
  }),
  measure: (state, now) => withinWindow(stringList(state, 'submitted_at'), now),
};

/** Which part of Balanced Player each event fills. */
const BALANCED_PARTS: Partial<Record<PlayerEventType, keyof typeof BALANCED_PLAYER_PARTS>> = {
  prompt_submitted: 'prompts',
  copy_submitted: 'copies',
  vote_cast: 'votes',
};

/** 1 prompt, 2 copies and 10 votes, all within the last 24 hours. */
const balancedPlayer: ProgressTracker = {
  events: ['prompt_submitted', 'copy_submitted', 'vote_cast'],
  start: () => ({ prompts: [], copies: [], votes: [] }),
  record: (state, event) => {
    const part = BALANCED_PARTS[event.type];
    if (!part) return state;
    const times = [...stringList(state, part), event.at.toISOString()];
    return { ...state, [part]: newest(times, BALANCED_PLAYER_PARTS[part]) };
  },
  measure: (state, now) =>
    balancedPlayerProgress({
      prompts: withinWindow(stringList(state, 'prompts'), now),
      copies: withinWindow(stringList(state, 'copies'), now),
      votes: withinWindow(stringList(state, 'votes'), now),
    }).progress_current,
};

const LOGIN_MEMORY = QUEST_DEFINITIONS.login_streak_7.target;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily bonuses claimed on consecutive UTC days (Week Warrior). */
const loginDays: ProgressTracker = {
  events: ['daily_bonus_claimed'],
  start: () => ({ claim_dates: [] }),
  record: (state, event) => {
    if (event.type !== 'daily_bonus_claimed') return state;
    const dates = stringList(state, 'claim_dates').filter((date) => date !== event.utcDate);
    return { claim_dates: newest([...dates, event.utcDate].sort(), LOGIN_MEMORY) };
  },
  // The run ending at the latest claim, while it can still continue: a claim today or yesterday.
  measure: (state, now) => {
    const dates = stringList(state, 'claim_dates');
    const latest = dates.at(-1);
    const today = utcDateString(now);
    const yesterday = utcDateString(now.getTime() - DAY_MS);
    if (latest === undefined || (latest !== today && latest !== yesterday)) return 0;
    return loginStreak(dates.slice(0, -1), latest);
  },
};

/** A running count of one kind of event (the milestone quests and Feedback tiers). */
function eventCount(eventType: PlayerEventType): ProgressTracker {
  return {
    events: [eventType],
    start: (inherited) => ({ count: numberField(inherited, 'count') }),
    record: (state, event) =>
      event.type === eventType ? { count: numberField(state, 'count') + 1 } : state,
    measure: (state) => numberField(state, 'count'),
  };
}

/**
 * The tracker of every quest type; null for the quests created already earned when a set is
 * finalized (the quality quests and Popular Set), which no later event changes.
 */
export const PROGRESS_TRACKERS: Readonly<Record<QuestType, ProgressTracker | null>> = {
  hot_streak_5: voteStreak,
  hot_streak_10: voteStreak,
  hot_streak_20: voteStreak,
  deceptive_copy: null,
  obvious_original: null,
  round_completion_5: roundCompletion,
  round_completion_10: roundCompletion,
  round_completion_20: roundCompletion,
  balanced_player: balancedPlayer,
  login_streak_7: loginDays,
  feedback_contributor_10: eventCount('prompt_feedback_given'),
  feedback_contributor_50: eventCount('prompt_feedback_given'),
  milestone_votes_100: eventCount('vote_cast'),
  milestone_prompts_50: eventCount('prompt_submitted'),
  milestone_copies_100: eventCount('copy_submitted'),
  milestone_phraseset_20votes: null,
};

/** The quest types an event of this type moves. */
export function questTypesMovedBy(eventType: PlayerEventType): QuestType[] {
  return (Object.keys(PROGRESS_TRACKERS) as QuestType[]).filter(
    (type) => PROGRESS_TRACKERS[type]?.events.includes(eventType) ?? false,
  );
}
