// The voting window of a phrase set (docs/game-rules.md#voting-windows):
// - below vote_minimum_threshold votes a set waits for votes with no deadline;
// - reaching it starts a vote_minimum_window_seconds window;
// - reaching vote_closing_threshold before that window ends switches to `closing`, open for
//   vote_closing_window_seconds more from that vote;
// - vote_max_votes finalizes at once.
// The names thirdVoteAt / fifthVoteAt follow the database columns (third_vote_at,
// fifth_vote_at); the thresholds themselves always come from settings.
import { type Instant, toEpochMs } from './round-expiry';

export interface VotingWindowState {
  voteCount: number;
  /** When the vote count reached vote_minimum_threshold; null before that. */
  thirdVoteAt: Instant | null;
  /** When the vote count reached vote_closing_threshold; null before that. */
  fifthVoteAt: Instant | null;
}

export type VotingStatus = 'voting' | 'closing';

export interface VotingStatusSettings {
  vote_closing_threshold: number;
}

export interface ClosesAtSettings {
  vote_minimum_threshold: number;
  vote_minimum_window_seconds: number;
  vote_closing_window_seconds: number;
}

export interface FinalizeSettings extends ClosesAtSettings {
  vote_max_votes: number;
}

export interface AfterVoteSettings extends VotingStatusSettings {
  vote_minimum_threshold: number;
  vote_max_votes: number;
}

/** Status of a set that still takes votes. */
export function votingStatus(
  state: Pick<VotingWindowState, 'voteCount'>,
  settings: VotingStatusSettings,
): VotingStatus {
  return state.voteCount >= settings.vote_closing_threshold ? 'closing' : 'voting';
}

/**
 * When the window closes, or null while the set has no deadline (below the minimum
 * threshold). A fifth vote only starts the closing window if it arrived before the minimum
 * window had run out; a later one (from a voter whose round began in time) cannot reopen it.
 */
export function closesAt(state: VotingWindowState, settings: ClosesAtSettings): Date | null {
  if (state.voteCount < settings.vote_minimum_threshold) return null;
  const minimumDeadline =
    state.thirdVoteAt === null
      ? null
      : toEpochMs(state.thirdVoteAt) + settings.vote_minimum_window_seconds * 1000;
  if (state.fifthVoteAt !== null) {
    const fifth = toEpochMs(state.fifthVoteAt);
    if (minimumDeadline === null || fifth < minimumDeadline) {
      return new Date(fifth + settings.vote_closing_window_seconds * 1000);
    }
  }
  return minimumDeadline === null ? null : new Date(minimumDeadline);
}

/**
 * True when the set must be finalized now: at vote_max_votes at once, otherwise once its
 * deadline has passed. Below vote_minimum_threshold never (such sets get backup votes instead).
 */
export function shouldFinalize(
  state: VotingWindowState,
  now: Instant,
  settings: FinalizeSettings,
): boolean {
  if (state.voteCount >= settings.vote_max_votes) return true;
  if (state.voteCount < settings.vote_minimum_threshold) return false;
  const deadline = closesAt(state, settings);
  return deadline !== null && deadline.getTime() <= toEpochMs(now);
}

/** Whether a new vote round may be started on this set now (the negation of "closed"). */
export function acceptsNewVoter(
  state: VotingWindowState,
  now: Instant,
  settings: FinalizeSettings,
): boolean {
  return !shouldFinalize(state, now, settings);
}

export type VoteThresholdEvent = 'third_vote_reached' | 'fifth_vote_reached';

export interface AfterVote {
  voteCount: number;
  thirdVoteAt: Date | null;
  fifthVoteAt: Date | null;
  status: VotingStatus;
  /** Only the columns this vote sets for the first time; empty when nothing changes. */
  timestampsToSet: { thirdVoteAt?: Date; fifthVoteAt?: Date };
  /** Threshold timeline entries to add (vote_submitted itself is the caller's). */
  events: VoteThresholdEvent[];
}

/**
 * The set's state after one more vote. Timestamps are set only once (when still null), so a
 * threshold event can never be emitted twice. A vote beyond vote_max_votes is a bug in the
 * caller (the set should have been finalized) and throws.
 */
export function afterVote(
  state: VotingWindowState,
  votedAt: Instant,
  settings: AfterVoteSettings,
): AfterVote {
  if (state.voteCount >= settings.vote_max_votes) {
    throw new RangeError(`A set never takes more than ${settings.vote_max_votes} votes`);
  }
  const voteCount = state.voteCount + 1;
  const at = new Date(toEpochMs(votedAt));
  const timestampsToSet: AfterVote['timestampsToSet'] = {};
  const events: VoteThresholdEvent[] = [];

  if (state.thirdVoteAt === null && voteCount >= settings.vote_minimum_threshold) {
    timestampsToSet.thirdVoteAt = at;
    events.push('third_vote_reached');
  }
  if (state.fifthVoteAt === null && voteCount >= settings.vote_closing_threshold) {
    timestampsToSet.fifthVoteAt = at;
    events.push('fifth_vote_reached');
  }

  const asDate = (t: Instant | null): Date | null => (t === null ? null : new Date(toEpochMs(t)));
  return {
    voteCount,
    thirdVoteAt: timestampsToSet.thirdVoteAt ?? asDate(state.thirdVoteAt),
    fifthVoteAt: timestampsToSet.fifthVoteAt ?? asDate(state.fifthVoteAt),
    status: votingStatus({ voteCount }, settings),
    timestampsToSet,
    events,
  };
}
