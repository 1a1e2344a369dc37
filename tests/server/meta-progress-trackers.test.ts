// The pure part of quest tracking: what each quest remembers of the events that move it, and
// which quests a finalized set earns. The suites over HTTP drive the same code through play.
import { describe, expect, it } from 'vitest';
import { STARTER_QUEST_TYPES } from '../../src/server/game/rules/quests';
import { questsEarnedAtFinalization } from '../../src/server/game/engine/quests/earned-quests';
import {
  PROGRESS_TRACKERS,
  type PlayerGameEvent,
  type ProgressTracker,
  type QuestState,
  questTypesMovedBy,
} from '../../src/server/game/engine/quests/progress-trackers';

const T0 = new Date('2030-01-01T12:00:00Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const ids = { playerId: 'p', roundId: 'r' };

const prompt = (hours: number): PlayerGameEvent => ({
  type: 'prompt_submitted',
  ...ids,
  at: at(hours),
});
const vote = (correct: boolean): PlayerGameEvent => ({
  type: 'vote_cast',
  ...ids,
  phrasesetId: 's',
  correct,
  at: T0,
});
const bonus = (utcDate: string): PlayerGameEvent => ({
  type: 'daily_bonus_claimed',
  playerId: 'p',
  utcDate,
  at: new Date(`${utcDate}T09:00:00Z`),
});

function replay(tracker: ProgressTracker, events: PlayerGameEvent[]): QuestState {
  return events.reduce((state, event) => tracker.record(state, event), tracker.start(null, T0));
}

describe('progress trackers', () => {
  it('track every quest except those created already earned', () => {
    const untracked = Object.entries(PROGRESS_TRACKERS)
      .filter(([, tracker]) => tracker === null)
      .map(([type]) => type);
    expect(untracked.sort()).toEqual([
      'deceptive_copy',
      'milestone_phraseset_20votes',
      'obvious_original',
    ]);
    for (const type of STARTER_QUEST_TYPES) expect(PROGRESS_TRACKERS[type]).not.toBeNull();
  });

  it('route each event to the quests it moves', () => {
    expect(questTypesMovedBy('vote_cast').sort()).toEqual([
      'balanced_player',
      'hot_streak_10',
      'hot_streak_20',
      'hot_streak_5',
      'milestone_votes_100',
    ]);
    expect(questTypesMovedBy('copy_submitted').sort()).toEqual([
      'balanced_player',
      'milestone_copies_100',
      'round_completion_10',
      'round_completion_20',
      'round_completion_5',
    ]);
    expect(questTypesMovedBy('daily_bonus_claimed')).toEqual(['login_streak_7']);
    expect(questTypesMovedBy('player_registered')).toEqual([]);
  });

  it('count correct votes in a row, a wrong one starting over, and pass the run on', () => {
    const streak = PROGRESS_TRACKERS.hot_streak_5!;
    const state = replay(streak, [vote(true), vote(true), vote(false), vote(true)]);
    expect(streak.measure(state, T0)).toBe(1);
    expect(streak.measure(PROGRESS_TRACKERS.hot_streak_10!.start(state, T0), T0)).toBe(1);
  });

  it('count rounds of the last 24 hours, remembering no more than the largest tier needs', () => {
    const rounds = PROGRESS_TRACKERS.round_completion_5!;
    const state = replay(
      rounds,
      Array.from({ length: 30 }, (_, i) => prompt(i / 10)),
    );
    expect(state.submitted_at).toHaveLength(20);
    expect(rounds.measure(state, at(3))).toBe(20);
    // The tenth newest was submitted at 2.0 h: exactly 24 hours later it has left the window.
    expect(rounds.measure(state, at(26))).toBe(9);
    expect(rounds.measure(state, at(28))).toBe(0);
  });

  it('let a login streak lapse once a day is missed', () => {
    const login = PROGRESS_TRACKERS.login_streak_7!;
    const state = replay(login, [
      bonus('2030-01-01'),
      bonus('2030-01-02'),
      bonus('2030-01-02'),
      bonus('2030-01-03'),
    ]);
    expect(state.claim_dates).toEqual(['2030-01-01', '2030-01-02', '2030-01-03']);
    expect(login.measure(state, new Date('2030-01-03T23:00:00Z'))).toBe(3);
    expect(login.measure(state, new Date('2030-01-04T23:00:00Z'))).toBe(3);
    expect(login.measure(state, new Date('2030-01-05T00:00:00Z'))).toBe(0);
  });

  it('need all three parts of Balanced Player', () => {
    const balanced = PROGRESS_TRACKERS.balanced_player!;
    const votes = Array.from({ length: 12 }, () => vote(true));
    const copy: PlayerGameEvent = { type: 'copy_submitted', ...ids, promptRoundId: 'x', at: T0 };
    const noCopies = replay(balanced, [prompt(0), ...votes]);
    expect(noCopies.votes).toHaveLength(10);
    expect(balanced.measure(noCopies, T0)).toBe(8);
    expect(balanced.measure(replay(balanced, [prompt(0), copy, copy, ...votes]), T0)).toBe(10);
  });
});

describe('quests earned at finalization', () => {
  const finalized = (original: number, copy1: number, copy2: number) =>
    questsEarnedAtFinalization({
      type: 'phraseset_finalized',
      phrasesetId: 's',
      at: T0,
      totalVotes: original + copy1 + copy2,
      original: { playerId: 'o', votes: original },
      copies: [
        { playerId: 'c1', votes: copy1 },
        { playerId: 'c2', votes: copy2 },
      ],
    }).map((quest) => `${quest.playerId}:${quest.type}`);

  it('are earned at the thresholds and not below them', () => {
    expect(finalized(17, 2, 1)).toEqual([
      'o:obvious_original',
      'o:milestone_phraseset_20votes',
      'c1:milestone_phraseset_20votes',
      'c2:milestone_phraseset_20votes',
    ]);
    expect(finalized(16, 3, 0)).not.toContain('o:obvious_original');
    expect(finalized(1, 3, 0)).toEqual(['c1:deceptive_copy']);
    expect(finalized(2, 5, 1)).toEqual([]);
    expect(finalized(0, 0, 0)).toEqual([]);
  });
});
