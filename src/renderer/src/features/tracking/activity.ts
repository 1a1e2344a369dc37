// One line of the detail panel's activity timeline per recorded event.
import type { Activity, ActivityType } from '../../../../shared/api';

const ACTIVITY_TEXT: Record<ActivityType, string> = {
  prompt_created: 'Prompt submitted',
  copy1_submitted: 'First copy submitted',
  copy2_submitted: 'Second copy submitted, voting opened',
  vote_submitted: 'Vote cast',
  third_vote_reached: '3rd vote reached: the 10-minute voting window started',
  fifth_vote_reached: '5th vote reached: closing in 60 seconds',
  finalized: 'Finalized and paid out',
};

/**
 * The line for one event. A vote names its voter by pseudonym, as the vote table does
 * (`pseudonyms`: voter id to pseudonym); other events name the contributor's username.
 */
export function activityText(
  activity: Activity,
  pseudonyms: ReadonlyMap<string, string> = new Map(),
): string {
  const text = ACTIVITY_TEXT[activity.activity_type];
  const pseudonym =
    activity.activity_type === 'vote_submitted' && activity.player_id
      ? pseudonyms.get(activity.player_id)
      : undefined;
  const name = pseudonym ?? activity.player_username;
  return name ? `${text} by ${name}` : text;
}

/** Oldest first, so the timeline reads as the set's story. */
export function sortActivity(activity: readonly Activity[]): Activity[] {
  return [...activity].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}
