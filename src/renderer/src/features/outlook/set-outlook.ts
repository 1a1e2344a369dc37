// What will happen next to a phrase set still in play, derived from what the API already
// answers (status, vote count, the set's last activity as updated_at, its window's times) and
// the server's settings (GET /admin/config): when backup players step in and when it closes.
import type { AdminConfig, PhrasesetStatus } from '../../../../shared/api';

/** The server's rules that decide the timing; null parts mean the server does not say. */
export interface OutlookRules {
  /** Null: backup players are off, or the server predates the setting (no promise made). */
  backupDelayMs: number | null;
  /** Votes the backup players bring a stalled set to. */
  backupVotesUpTo: number;
  minimumWindowMs: number;
  closingWindowMs: number;
}

export function outlookRules(config: AdminConfig): OutlookRules {
  return {
    backupDelayMs: config.ai_backup_enabled ? config.ai_backup_delay_minutes * 60_000 : null,
    backupVotesUpTo:
      config.ai_backup_votes_up_to === 'closing'
        ? config.vote_closing_threshold
        : config.vote_minimum_threshold,
    minimumWindowMs: config.vote_minimum_window_seconds * 1000,
    closingWindowMs: config.vote_closing_window_seconds * 1000,
  };
}

/** The fields of a set's details or of a list summary that the outlook reads. */
export interface SetTimes {
  status: PhrasesetStatus;
  vote_count: number;
  /** The set's latest activity: backup players wait for this much quiet. */
  updated_at: string;
  third_vote_at: string | null;
  fifth_vote_at: string | null;
  /** In the details; a summary's is derived from the vote times. */
  closes_at?: string | null;
}

export interface Outlook {
  /** When backup players step in (epoch ms), or null when they will not. */
  backupAt: number | null;
  /** When voting closes (epoch ms), or null while no window runs. */
  closesAt: number | null;
}

const inVoting = (status: PhrasesetStatus) => status === 'voting' || status === 'closing';

export function setOutlook(set: SetTimes, rules: OutlookRules): Outlook {
  const waitingForCopies = set.status === 'waiting_copies' || set.status === 'waiting_copy1';
  const needsVotes = inVoting(set.status) && set.vote_count < rules.backupVotesUpTo;
  const backupAt =
    rules.backupDelayMs !== null && (waitingForCopies || needsVotes)
      ? Date.parse(set.updated_at) + rules.backupDelayMs
      : null;
  return { backupAt, closesAt: inVoting(set.status) ? closingTime(set, rules) : null };
}

/**
 * The details' closes_at, or the server's rule (docs/game-rules.md#voting-windows) on the vote
 * times.
 */
function closingTime(set: SetTimes, rules: OutlookRules): number | null {
  if (set.closes_at) return Date.parse(set.closes_at);
  const minimum = set.third_vote_at ? Date.parse(set.third_vote_at) + rules.minimumWindowMs : null;
  const fifth = set.fifth_vote_at ? Date.parse(set.fifth_vote_at) : null;
  // A fifth vote after the minimum window ran out cannot reopen it.
  if (fifth !== null && (minimum === null || fifth < minimum)) return fifth + rules.closingWindowMs;
  return minimum;
}
