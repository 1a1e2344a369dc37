import type { Settings } from '../settings';

/**
 * The vote count backup votes bring a stalled set to. At the minimum threshold the minimum
 * window (10 minutes by default) closes the set; at the closing threshold (the solo profile)
 * the closing window (60 s) does, so one person's prompt is paid within minutes.
 */
export function backupVoteTarget(
  settings: Pick<
    Settings,
    'ai_backup_votes_up_to' | 'vote_minimum_threshold' | 'vote_closing_threshold'
  >,
): number {
  return settings.ai_backup_votes_up_to === 'closing'
    ? settings.vote_closing_threshold
    : settings.vote_minimum_threshold;
}
