// A game profile is a set of defaults for the other settings, chosen by `game_profile`. It sits
// between the built-in defaults and what is set explicitly (environment, overrides), so any
// value set on purpose still wins and every value stays an ordinary setting.
import type { SETTING_DEFAULTS } from './schema';

type ProfileName = (typeof SETTING_DEFAULTS)['game_profile'];
type ProfileDefaults = Partial<typeof SETTING_DEFAULTS>;

export const PROFILE_DEFAULTS: Record<ProfileName, ProfileDefaults> = {
  /** A server shared by many people: the built-in defaults as they are. */
  hosted: {},
  /**
   * One person with backup players (the desktop app's embedded server). Backup players step
   * in after one quiet minute instead of fifteen and vote up to the closing threshold, so a
   * set closes after the 60-second closing window instead of the 10-minute minimum one: a
   * prompt is paid within minutes. They keep a few prompts to copy and sets to vote on for the
   * person, and the house's net spending on them is capped (`npm run solo:sim` prints what an
   * hour of solo play spends: the cap leaves room for that, not for farming).
   */
  solo: {
    ai_backup_delay_minutes: 1,
    ai_backup_votes_up_to: 'closing',
    ai_backup_supply_prompts: 3,
    ai_backup_supply_sets: 3,
    ai_backup_spend_cap_per_hour: 5000,
    ai_backup_vote_accuracy_percent: 65,
  },
};

/** The profile's defaults, or none when the name is not a profile (validation reports it). */
export function profileDefaults(name: unknown): ProfileDefaults {
  return typeof name === 'string' && Object.hasOwn(PROFILE_DEFAULTS, name)
    ? PROFILE_DEFAULTS[name as ProfileName]
    : {};
}
