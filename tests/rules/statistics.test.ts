import { describe, expect, it } from 'vitest';
import {
  averageEarnings,
  roleStats,
  roundsPerDay,
  winRate,
} from '../../src/server/game/rules/statistics';

describe('winRate', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 5, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25 rounds half up
    [5, 5, 100],
  ])('%i wins of %i -> %s%%', (wins, total, rate) => {
    expect(winRate(wins, total)).toBe(rate);
  });
});

describe('averageEarnings', () => {
  it.each([
    [0, 0, 0],
    [150, 0, 0],
    [150, 3, 50],
    [100, 3, 33.33],
    [200, 3, 66.67],
  ])('%i over %i rounds -> %s', (total, rounds, avg) => {
    expect(averageEarnings(total, rounds)).toBe(avg);
  });
});

describe('roundsPerDay', () => {
  it.each([
    [0, 0, 0],
    [7, 0, 0],
    [10, 4, 2.5],
    [10, 3, 3.33],
  ])('%i rounds over %i days -> %s', (rounds, days, rate) => {
    expect(roundsPerDay(rounds, days)).toBe(rate);
  });
});

describe('roleStats', () => {
  it('builds a contributor block in the API field names', () => {
    expect(
      roleStats({
        role: 'prompt',
        totalRounds: 4,
        wins: 3,
        totalEarnings: 250,
        totalPhrasesets: 3,
        totalVotesReceived: 10,
      }),
    ).toStrictEqual({
      role: 'prompt',
      total_rounds: 4,
      total_earnings: 250,
      average_earnings: 62.5,
      win_rate: 75,
      total_phrasesets: 3,
      average_votes_received: 3.33,
    });
  });

  it('builds a voter block with accuracy', () => {
    expect(
      roleStats({ role: 'voter', totalRounds: 6, wins: 4, totalEarnings: 80, correctVotes: 4 }),
    ).toStrictEqual({
      role: 'voter',
      total_rounds: 6,
      total_earnings: 80,
      average_earnings: 13.33,
      win_rate: 66.7,
      correct_votes: 4,
      vote_accuracy: 66.7,
    });
  });

  it('shows zeros, never NaN, for a role never played', () => {
    expect(
      roleStats({
        role: 'copy',
        totalRounds: 0,
        wins: 0,
        totalEarnings: 0,
        totalPhrasesets: 0,
        totalVotesReceived: 0,
      }),
    ).toStrictEqual({
      role: 'copy',
      total_rounds: 0,
      total_earnings: 0,
      average_earnings: 0,
      win_rate: 0,
      total_phrasesets: 0,
      average_votes_received: 0,
    });
    const voter = roleStats({
      role: 'voter',
      totalRounds: 0,
      wins: 0,
      totalEarnings: 0,
      correctVotes: 0,
    });
    expect(voter.vote_accuracy).toBe(0);
    expect(voter.win_rate).toBe(0);
  });
});
