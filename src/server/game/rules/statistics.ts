// Statistics arithmetic (docs/game-rules.md#statistics,
// docs/api-reference.md#get-playerstatistics). The queries that gather the counts live with the
// server; these helpers fix how counts become numbers, including the empty cases (no rounds, no
// days), which must show 0 rather than NaN.

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Ratio as a percent to one decimal; 0 when there is nothing to divide by. */
function percent(part: number, total: number): number {
  return total > 0 ? roundTo((part * 100) / total, 1) : 0;
}

/** Average to two decimals; 0 when there is nothing to divide by. */
function average(sum: number, count: number): number {
  return count > 0 ? roundTo(sum / count, 2) : 0;
}

/** wins / total x 100, one decimal; 0 with no rounds. */
export function winRate(wins: number, total: number): number {
  return percent(wins, total);
}

/** total_earnings / total_rounds, two decimals (coins are whole, averages need not be). */
export function averageEarnings(totalEarnings: number, rounds: number): number {
  return average(totalEarnings, rounds);
}

/** total_rounds_played / days_active, two decimals (the screen shows one). */
export function roundsPerDay(totalRounds: number, daysActive: number): number {
  return average(totalRounds, daysActive);
}

interface RoleCounts {
  /** Submitted rounds of this kind. */
  totalRounds: number;
  /** Finalized sets (prompt, copy) or votes (voter) that paid the player more than 0. */
  wins: number;
  /** What those wins paid. */
  totalEarnings: number;
}

export interface ContributorRoleInput extends RoleCounts {
  role: 'prompt' | 'copy';
  /** Finalized phrase sets the player contributed to in this role. */
  totalPhrasesets: number;
  /** Votes those sets gave to the player's phrase. */
  totalVotesReceived: number;
}

export interface VoterRoleInput extends RoleCounts {
  role: 'voter';
  correctVotes: number;
}

interface RoleStatsBase {
  total_rounds: number;
  total_earnings: number;
  average_earnings: number;
  win_rate: number;
}

export interface ContributorRoleStats extends RoleStatsBase {
  role: 'prompt' | 'copy';
  total_phrasesets: number;
  average_votes_received: number;
}

export interface VoterRoleStats extends RoleStatsBase {
  role: 'voter';
  correct_votes: number;
  /** correct_votes / total_rounds x 100, one decimal. */
  vote_accuracy: number;
}

/** One role's block of the statistics response, in the API's field names. */
export function roleStats(input: ContributorRoleInput): ContributorRoleStats;
export function roleStats(input: VoterRoleInput): VoterRoleStats;
export function roleStats(
  input: ContributorRoleInput | VoterRoleInput,
): ContributorRoleStats | VoterRoleStats {
  const base: RoleStatsBase = {
    total_rounds: input.totalRounds,
    total_earnings: input.totalEarnings,
    average_earnings: averageEarnings(input.totalEarnings, input.totalRounds),
    win_rate: winRate(input.wins, input.totalRounds),
  };
  if (input.role === 'voter') {
    return {
      role: 'voter',
      ...base,
      correct_votes: input.correctVotes,
      vote_accuracy: percent(input.correctVotes, input.totalRounds),
    };
  }
  return {
    role: input.role,
    ...base,
    total_phrasesets: input.totalPhrasesets,
    average_votes_received: average(input.totalVotesReceived, input.totalPhrasesets),
  };
}
