// The settings of the game (docs/game-rules.md#settings, exact names) and of the backup players:
// each declared once, with its default, its range, and the tab, label and unit the admin view
// shows it with. The server adds its internal settings (src/server/settings/schema.ts); the
// admin answer (admin-config.ts) and the admin view's tabs are derived from these.
import { choice, flag, integer, text, type Setting } from './setting-kinds';

export type AdminGroupId = 'economics' | 'timing' | 'validation' | 'ai';

export const ADMIN_GROUP_TITLES: Record<AdminGroupId, string> = {
  economics: 'Economics',
  timing: 'Timing',
  validation: 'Validation',
  ai: 'AI Service',
};

export interface AdminListing {
  group: AdminGroupId;
  label: string;
  unit: string;
  /**
   * Listed after the 31 settings of docs/game-rules.md#settings: optional in the admin answer,
   * so that the app still reads the answer of a server that predates it (and other clients see
   * only added fields).
   */
  later: boolean;
}

type Listed<S extends Setting, Later extends boolean> = S & {
  admin: AdminListing & { later: Later };
};

const listed = <S extends Setting>(setting: S, group: AdminGroupId, label: string, unit = '') =>
  ({ ...setting, admin: { group, label, unit, later: false } }) as Listed<S, false>;
const listedLater = <S extends Setting>(
  setting: S,
  group: AdminGroupId,
  label: string,
  unit = '',
) => ({ ...setting, admin: { group, label, unit, later: true } }) as Listed<S, true>;

const amount = (value: number) => integer(value, { min: 0 });
const positive = (value: number) => integer(value, { min: 1 });

export const GAME_SETTINGS = {
  starting_balance: listed(amount(5000), 'economics', 'Starting balance', 'FC'),
  daily_bonus_amount: listed(amount(100), 'economics', 'Daily bonus', 'FC'),
  prompt_cost: listed(amount(100), 'economics', 'Prompt round cost', 'FC'),
  copy_cost_normal: listed(amount(50), 'economics', 'Copy round cost', 'FC'),
  copy_cost_discount: listed(amount(45), 'economics', 'Discounted copy round cost', 'FC'),
  copy_discount_threshold: listed(
    amount(10),
    'economics',
    'Discount when prompts waiting exceed',
    'prompts',
  ),
  vote_cost: listed(amount(10), 'economics', 'Vote round cost', 'FC'),
  vote_payout_correct: listed(amount(20), 'economics', 'Payout for a correct vote', 'FC'),
  prize_pool_base: listed(amount(200), 'economics', 'Prize pool base', 'FC'),
  abandoned_penalty: listed(amount(5), 'economics', 'Abandoned round penalty', 'FC'),
  max_outstanding_quips: listed(
    positive(10),
    'economics',
    'Maximum outstanding prompts',
    'prompts',
  ),

  prompt_round_seconds: listed(positive(180), 'timing', 'Prompt round length', 'seconds'),
  copy_round_seconds: listed(positive(180), 'timing', 'Copy round length', 'seconds'),
  vote_round_seconds: listed(positive(60), 'timing', 'Vote round length', 'seconds'),
  grace_period_seconds: listed(amount(5), 'timing', 'Submission grace period', 'seconds'),
  vote_max_votes: listed(positive(20), 'timing', 'Maximum votes per set', 'votes'),
  vote_closing_threshold: listed(positive(5), 'timing', 'Closing threshold', 'votes'),
  vote_closing_window_seconds: listed(positive(60), 'timing', 'Closing window', 'seconds'),
  vote_minimum_threshold: listed(positive(3), 'timing', 'Minimum threshold', 'votes'),
  vote_minimum_window_seconds: listed(positive(600), 'timing', 'Minimum window', 'seconds'),

  phrase_min_words: listed(positive(2), 'validation', 'Minimum words per phrase', 'words'),
  phrase_max_words: listed(positive(5), 'validation', 'Maximum words per phrase', 'words'),
  phrase_max_length: listed(positive(100), 'validation', 'Maximum phrase length', 'characters'),
  phrase_min_char_per_word: listed(
    positive(2),
    'validation',
    'Minimum letters per word',
    'characters',
  ),
  phrase_max_char_per_word: listed(
    positive(15),
    'validation',
    'Maximum letters per word',
    'characters',
  ),
  significant_word_min_length: listed(
    positive(4),
    'validation',
    'Significant word length',
    'characters',
  ),

  ai_provider: listed(choice(['offline', 'openai', 'gemini'], 'offline'), 'ai', 'Provider'),
  ai_openai_model: listed(text('gpt-5-nano'), 'ai', 'OpenAI model'),
  ai_gemini_model: listed(text('gemini-2.5-flash-lite'), 'ai', 'Gemini model'),
  ai_backup_delay_minutes: listed(amount(15), 'ai', 'Backup player delay', 'minutes'),
  ai_timeout_seconds: listed(positive(30), 'ai', 'Request timeout', 'seconds'),
  /**
   * Which set of defaults applies (src/server/settings/profiles.ts); explicitly set values
   * still win. The hosted values are the behaviour of a shared server: help only where a person
   * waits, up to the minimum threshold, no supply, no spending cap.
   */
  game_profile: listedLater(choice(['hosted', 'solo'], 'hosted'), 'ai', 'Game profile'),
  /**
   * Backup players (docs/game-rules.md#backup-players): the starter content of a fresh database
   * and the scheduler that helps stalled prompts and sets. Off, no bot ever acts.
   */
  ai_backup_enabled: listedLater(flag(true), 'ai', 'Backup players enabled'),
  /**
   * The threshold backup votes bring a stalled set to: `minimum` opens the minimum window
   * (vote_minimum_window_seconds), `closing` the closing window (vote_closing_window_seconds).
   */
  ai_backup_votes_up_to: listedLater(
    choice(['minimum', 'closing'], 'minimum'),
    'ai',
    'Backup votes up to threshold',
  ),
  /** Prompts by other authors that backup players keep waiting for each person to copy; 0: none. */
  ai_backup_supply_prompts: listedLater(amount(0), 'ai', 'Prompts kept to copy', 'per player'),
  /** Sets open for votes that backup players keep for each person to vote on; 0: none. */
  ai_backup_supply_sets: listedLater(amount(0), 'ai', 'Sets kept to vote on', 'per player'),
  /**
   * The most the house may spend on backup play in any rolling hour, net (what left the house
   * and its bots minus what came back); 0: no cap.
   */
  ai_backup_spend_cap_per_hour: listedLater(
    amount(0),
    'ai',
    'House spending cap on backup play (0: none)',
    'FC per hour',
  ),
  /**
   * How often, in percent, a backup vote picks the original, like a crowd of people who spot it
   * that often; 0: the provider chooses as it sees fit. The author of a set is paid by the votes
   * for the original, so this is what keeps one person from farming the backup players: a
   * provider that spots a word-by-word copy every time would pay every prompt more than it cost.
   */
  ai_backup_vote_accuracy_percent: listedLater(
    integer(0, { min: 0, max: 100 }),
    'ai',
    'Backup votes that pick the original (0: provider decides)',
    '%',
  ),
};

export type GameSettingName = keyof typeof GAME_SETTINGS;
export const GAME_SETTING_NAMES = Object.keys(GAME_SETTINGS) as GameSettingName[];

export interface AdminItem {
  key: GameSettingName;
  label: string;
  unit: string;
}

export interface AdminGroup {
  id: AdminGroupId;
  title: string;
  items: readonly AdminItem[];
}

/** The admin view's tabs, in order, each with its settings in the order declared above. */
export const ADMIN_GROUPS: readonly AdminGroup[] = (
  Object.keys(ADMIN_GROUP_TITLES) as AdminGroupId[]
).map((id) => ({
  id,
  title: ADMIN_GROUP_TITLES[id],
  items: GAME_SETTING_NAMES.filter((key) => GAME_SETTINGS[key].admin.group === id).map((key) => ({
    key,
    label: GAME_SETTINGS[key].admin.label,
    unit: GAME_SETTINGS[key].admin.unit,
  })),
}));
