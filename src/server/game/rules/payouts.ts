// Prize pool arithmetic (docs/game-rules.md#payouts). Coins are whole integers, so every
// division here is an exact integer floor and the rounding remainder is returned, never lost.

/**
 * Points per vote by role. These weights are part of the game's definition
 * (docs/game-rules.md#payouts), not one of the settings, so they live here as named constants.
 */
export const ORIGINAL_POINTS_PER_VOTE = 1;
export const COPY_POINTS_PER_VOTE = 2;

export interface PayoutInput {
  originalVotes: number;
  copy1Votes: number;
  copy2Votes: number;
  pool: number;
}

export interface RolePayout {
  points: number;
  payout: number;
}

export interface PayoutResult {
  original: RolePayout;
  copy1: RolePayout;
  copy2: RolePayout;
  /** pool minus the three payouts; goes to the house. */
  remainder: number;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}

/** floor(a * b / c) in exact integer arithmetic (no floating-point division). */
function floorShare(points: number, pool: number, totalPoints: number): number {
  const product = points * pool;
  return (product - (product % totalPoints)) / totalPoints;
}

export function computePayouts(input: PayoutInput): PayoutResult {
  const { originalVotes, copy1Votes, copy2Votes, pool } = input;
  assertCount('originalVotes', originalVotes);
  assertCount('copy1Votes', copy1Votes);
  assertCount('copy2Votes', copy2Votes);
  assertCount('pool', pool);

  const originalPoints = originalVotes * ORIGINAL_POINTS_PER_VOTE;
  const copy1Points = copy1Votes * COPY_POINTS_PER_VOTE;
  const copy2Points = copy2Votes * COPY_POINTS_PER_VOTE;
  const totalPoints = originalPoints + copy1Points + copy2Points;

  // A finalized set always has votes; with none, nobody earned anything and the house keeps
  // the pool, which keeps the function total instead of dividing by zero.
  const share = (points: number): number =>
    totalPoints === 0 ? 0 : floorShare(points, pool, totalPoints);

  const original = { points: originalPoints, payout: share(originalPoints) };
  const copy1 = { points: copy1Points, payout: share(copy1Points) };
  const copy2 = { points: copy2Points, payout: share(copy2Points) };
  const remainder = pool - original.payout - copy1.payout - copy2.payout;
  return { original, copy1, copy2, remainder };
}

export interface PrizePoolSettings {
  vote_cost: number;
  vote_payout_correct: number;
}

/**
 * Pool of a set after its votes: the base it started from (stored with the set, so a later
 * change of prize_pool_base does not rewrite running sets), plus every vote fee, minus every
 * correct-vote payout.
 */
export function prizePoolAfterVotes(
  base: number,
  votes: number,
  correctVotes: number,
  settings: PrizePoolSettings,
): number {
  assertCount('votes', votes);
  assertCount('correctVotes', correctVotes);
  if (correctVotes > votes) throw new RangeError('correctVotes cannot exceed votes');
  return base + votes * settings.vote_cost - correctVotes * settings.vote_payout_correct;
}
