import { describe, expect, it } from 'vitest';
import {
  type VotingWindowState,
  acceptsNewVoter,
  afterVote,
  closesAt,
  shouldFinalize,
  votingStatus,
} from '../../src/server/game/rules/voting-window';

// Defaults of docs/game-rules.md#settings.
const SETTINGS = {
  vote_minimum_threshold: 3,
  vote_minimum_window_seconds: 600,
  vote_closing_threshold: 5,
  vote_closing_window_seconds: 60,
  vote_max_votes: 20,
};
// Deliberately different numbers: proves nothing is hard-coded.
const CUSTOM = {
  vote_minimum_threshold: 2,
  vote_minimum_window_seconds: 30,
  vote_closing_threshold: 4,
  vote_closing_window_seconds: 10,
  vote_max_votes: 6,
};

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;
const state = (
  voteCount: number,
  thirdVoteAt: number | Date | null = null,
  fifthVoteAt: number | Date | null = null,
): VotingWindowState => ({ voteCount, thirdVoteAt, fifthVoteAt });

describe('votingStatus', () => {
  it.each([
    [0, 'voting'],
    [2, 'voting'],
    [4, 'voting'],
    [5, 'closing'],
    [19, 'closing'],
    [20, 'closing'],
  ])('%i votes -> %s', (votes, expected) => {
    expect(votingStatus({ voteCount: votes }, SETTINGS)).toBe(expected);
  });

  it('follows vote_closing_threshold', () => {
    expect(votingStatus({ voteCount: 3 }, CUSTOM)).toBe('voting');
    expect(votingStatus({ voteCount: 4 }, CUSTOM)).toBe('closing');
  });
});

describe('closesAt', () => {
  it.each([0, 1, 2])('has no deadline with %i votes', (votes) => {
    expect(closesAt(state(votes, s(0)), SETTINGS)).toBeNull();
  });

  it('closes 600 s after the 3rd vote while below 5 votes', () => {
    expect(closesAt(state(3, s(0)), SETTINGS)).toEqual(new Date(s(600)));
    expect(closesAt(state(4, s(0)), SETTINGS)).toEqual(new Date(s(600)));
  });

  it('closes 60 s after the 5th vote when it came before the 600 s ran out', () => {
    expect(closesAt(state(5, s(0), s(100)), SETTINGS)).toEqual(new Date(s(160)));
    // A 5th vote just in time may push the close past third + 600 s.
    expect(closesAt(state(5, s(0), s(599)), SETTINGS)).toEqual(new Date(s(659)));
    expect(closesAt(state(12, s(0), s(100)), SETTINGS)).toEqual(new Date(s(160)));
  });

  it('keeps third + 600 s when the 5th vote came from a late voter after that deadline', () => {
    expect(closesAt(state(5, s(0), s(600)), SETTINGS)).toEqual(new Date(s(600)));
    expect(closesAt(state(5, s(0), s(605)), SETTINGS)).toEqual(new Date(s(600)));
  });

  it('accepts Date and epoch-ms timestamps alike', () => {
    expect(closesAt(state(3, new Date(s(0))), SETTINGS)).toEqual(new Date(s(600)));
    expect(closesAt(state(5, new Date(s(0)), new Date(s(10))), SETTINGS)).toEqual(new Date(s(70)));
  });

  it('is total on rows missing a timestamp', () => {
    expect(closesAt(state(3), SETTINGS)).toBeNull();
    expect(closesAt(state(5, null, s(10)), SETTINGS)).toEqual(new Date(s(70)));
  });

  it('uses the configured thresholds and windows', () => {
    expect(closesAt(state(1, s(0)), CUSTOM)).toBeNull();
    expect(closesAt(state(2, s(0)), CUSTOM)).toEqual(new Date(s(30)));
    expect(closesAt(state(4, s(0), s(5)), CUSTOM)).toEqual(new Date(s(15)));
  });
});

describe('shouldFinalize', () => {
  it('finalizes at 20 votes at once, whatever the time', () => {
    expect(shouldFinalize(state(20, s(0), s(1)), s(1), SETTINGS)).toBe(true);
    expect(shouldFinalize(state(20), s(0), SETTINGS)).toBe(true);
  });

  it('does not finalize at 19 votes before the deadline', () => {
    expect(shouldFinalize(state(19, s(0), s(1)), s(60), SETTINGS)).toBe(false);
  });

  it('finalizes exactly when the 600 s after the 3rd vote have passed', () => {
    expect(shouldFinalize(state(3, s(0)), s(600) - 1, SETTINGS)).toBe(false);
    expect(shouldFinalize(state(3, s(0)), s(600), SETTINGS)).toBe(true);
    expect(shouldFinalize(state(4, s(0)), s(601), SETTINGS)).toBe(true);
  });

  it('finalizes exactly when the 60 s after the 5th vote have passed', () => {
    expect(shouldFinalize(state(5, s(0), s(100)), s(160) - 1, SETTINGS)).toBe(false);
    expect(shouldFinalize(state(5, s(0), s(100)), s(160), SETTINGS)).toBe(true);
    expect(shouldFinalize(state(5, s(0), s(599)), s(600), SETTINGS)).toBe(false);
  });

  it.each([0, 1, 2])('never finalizes a set with %i votes by time', (votes) => {
    const tenYears = s(10 * 365 * 24 * 3600);
    expect(shouldFinalize(state(votes), tenYears, SETTINGS)).toBe(false);
    // Even a stray timestamp on the row cannot finalize it.
    expect(shouldFinalize(state(votes, s(0), s(0)), tenYears, SETTINGS)).toBe(false);
  });

  it('uses the configured maximum and thresholds', () => {
    expect(shouldFinalize(state(6), s(0), CUSTOM)).toBe(true);
    expect(shouldFinalize(state(1, s(0)), s(1000), CUSTOM)).toBe(false);
    expect(shouldFinalize(state(2, s(0)), s(30), CUSTOM)).toBe(true);
    expect(shouldFinalize(state(2, s(0)), s(29), CUSTOM)).toBe(false);
  });
});

describe('acceptsNewVoter', () => {
  it('stays open with no deadline below the minimum threshold', () => {
    expect(acceptsNewVoter(state(0), s(1e6), SETTINGS)).toBe(true);
    expect(acceptsNewVoter(state(2), s(1e6), SETTINGS)).toBe(true);
  });

  it('is open strictly before the deadline and closed from it on', () => {
    expect(acceptsNewVoter(state(3, s(0)), s(600) - 1, SETTINGS)).toBe(true);
    expect(acceptsNewVoter(state(3, s(0)), s(600), SETTINGS)).toBe(false);
    expect(acceptsNewVoter(state(5, s(0), s(10)), s(69), SETTINGS)).toBe(true);
    expect(acceptsNewVoter(state(5, s(0), s(10)), s(70), SETTINGS)).toBe(false);
  });

  it('is closed at the maximum number of votes', () => {
    expect(acceptsNewVoter(state(20, s(0), s(1)), s(2), SETTINGS)).toBe(false);
    expect(acceptsNewVoter(state(19, s(0), s(1)), s(2), SETTINGS)).toBe(true);
  });
});

describe('afterVote', () => {
  it('counts a vote with no threshold crossed', () => {
    const r = afterVote(state(0), s(5), SETTINGS);
    expect(r).toEqual({
      voteCount: 1,
      thirdVoteAt: null,
      fifthVoteAt: null,
      status: 'voting',
      timestampsToSet: {},
      events: [],
    });
  });

  it('sets thirdVoteAt and emits third_vote_reached on the 3rd vote', () => {
    const r = afterVote(state(2), s(42), SETTINGS);
    expect(r.voteCount).toBe(3);
    expect(r.timestampsToSet).toEqual({ thirdVoteAt: new Date(s(42)) });
    expect(r.thirdVoteAt).toEqual(new Date(s(42)));
    expect(r.events).toEqual(['third_vote_reached']);
    expect(r.status).toBe('voting');
  });

  it('keeps thirdVoteAt on the 4th vote', () => {
    const r = afterVote(state(3, s(0)), s(50), SETTINGS);
    expect(r.voteCount).toBe(4);
    expect(r.thirdVoteAt).toEqual(new Date(s(0)));
    expect(r.timestampsToSet).toEqual({});
    expect(r.events).toEqual([]);
  });

  it('sets fifthVoteAt, emits fifth_vote_reached and switches to closing on the 5th vote', () => {
    const r = afterVote(state(4, s(0)), s(70), SETTINGS);
    expect(r.voteCount).toBe(5);
    expect(r.timestampsToSet).toEqual({ fifthVoteAt: new Date(s(70)) });
    expect(r.fifthVoteAt).toEqual(new Date(s(70)));
    expect(r.thirdVoteAt).toEqual(new Date(s(0)));
    expect(r.events).toEqual(['fifth_vote_reached']);
    expect(r.status).toBe('closing');
  });

  it('never re-emits an event after both thresholds', () => {
    const r = afterVote(state(6, s(0), s(70)), s(80), SETTINGS);
    expect(r.events).toEqual([]);
    expect(r.timestampsToSet).toEqual({});
    expect(r.fifthVoteAt).toEqual(new Date(s(70)));
  });

  it('takes the 20th vote, after which the set must finalize', () => {
    const r = afterVote(state(19, s(0), s(70)), s(80), SETTINGS);
    expect(r.voteCount).toBe(20);
    expect(shouldFinalize(r, s(80), SETTINGS)).toBe(true);
  });

  it('refuses a vote beyond the maximum', () => {
    expect(() => afterVote(state(20, s(0), s(70)), s(80), SETTINGS)).toThrow(RangeError);
  });

  it('emits both events, in order, when one vote reaches both thresholds', () => {
    const same = { ...CUSTOM, vote_minimum_threshold: 4 };
    const r = afterVote(state(3), s(9), same);
    expect(r.events).toEqual(['third_vote_reached', 'fifth_vote_reached']);
    expect(r.timestampsToSet).toEqual({ thirdVoteAt: new Date(s(9)), fifthVoteAt: new Date(s(9)) });
  });

  it('fills a missing earlier timestamp instead of skipping its event', () => {
    const r = afterVote(state(3), s(9), SETTINGS);
    expect(r.events).toEqual(['third_vote_reached']);
  });

  it('uses the configured thresholds', () => {
    expect(afterVote(state(1), s(1), CUSTOM).events).toEqual(['third_vote_reached']);
    expect(afterVote(state(3, s(0)), s(2), CUSTOM).events).toEqual(['fifth_vote_reached']);
    expect(() => afterVote(state(6), s(3), CUSTOM)).toThrow(RangeError);
  });

  it('does not mutate the state it is given', () => {
    const before = state(2, null, null);
    const copy = structuredClone(before);
    afterVote(before, new Date(s(1)), SETTINGS);
    expect(before).toEqual(copy);
  });
});
