// The admin settings grouped into the four tabs, each with its label and unit: the 31 of
// docs/game-rules.md#settings, and with the AI service the backup players' profile settings.
import type { AdminConfig } from '../../../../shared/api';

export interface ConfigItem {
  key: keyof AdminConfig;
  label: string;
  unit: string;
}

export interface ConfigGroup {
  id: 'economics' | 'timing' | 'validation' | 'ai';
  title: string;
  items: readonly ConfigItem[];
}

export const CONFIG_GROUPS: readonly ConfigGroup[] = [
  {
    id: 'economics',
    title: 'Economics',
    items: [
      { key: 'starting_balance', label: 'Starting balance', unit: 'FC' },
      { key: 'daily_bonus_amount', label: 'Daily bonus', unit: 'FC' },
      { key: 'prompt_cost', label: 'Prompt round cost', unit: 'FC' },
      { key: 'copy_cost_normal', label: 'Copy round cost', unit: 'FC' },
      { key: 'copy_cost_discount', label: 'Discounted copy round cost', unit: 'FC' },
      {
        key: 'copy_discount_threshold',
        label: 'Discount when prompts waiting exceed',
        unit: 'prompts',
      },
      { key: 'vote_cost', label: 'Vote round cost', unit: 'FC' },
      { key: 'vote_payout_correct', label: 'Payout for a correct vote', unit: 'FC' },
      { key: 'prize_pool_base', label: 'Prize pool base', unit: 'FC' },
      { key: 'abandoned_penalty', label: 'Abandoned round penalty', unit: 'FC' },
      { key: 'max_outstanding_quips', label: 'Maximum outstanding prompts', unit: 'prompts' },
    ],
  },
  {
    id: 'timing',
    title: 'Timing',
    items: [
      { key: 'prompt_round_seconds', label: 'Prompt round length', unit: 'seconds' },
      { key: 'copy_round_seconds', label: 'Copy round length', unit: 'seconds' },
      { key: 'vote_round_seconds', label: 'Vote round length', unit: 'seconds' },
      { key: 'grace_period_seconds', label: 'Submission grace period', unit: 'seconds' },
      { key: 'vote_max_votes', label: 'Maximum votes per set', unit: 'votes' },
      { key: 'vote_closing_threshold', label: 'Closing threshold', unit: 'votes' },
      { key: 'vote_closing_window_seconds', label: 'Closing window', unit: 'seconds' },
      { key: 'vote_minimum_threshold', label: 'Minimum threshold', unit: 'votes' },
      { key: 'vote_minimum_window_seconds', label: 'Minimum window', unit: 'seconds' },
    ],
  },
  {
    id: 'validation',
    title: 'Validation',
    items: [
      { key: 'phrase_min_words', label: 'Minimum words per phrase', unit: 'words' },
      { key: 'phrase_max_words', label: 'Maximum words per phrase', unit: 'words' },
      { key: 'phrase_max_length', label: 'Maximum phrase length', unit: 'characters' },
      { key: 'phrase_min_char_per_word', label: 'Minimum letters per word', unit: 'characters' },
      { key: 'phrase_max_char_per_word', label: 'Maximum letters per word', unit: 'characters' },
      { key: 'significant_word_min_length', label: 'Significant word length', unit: 'characters' },
    ],
  },
  {
    id: 'ai',
    title: 'AI Service',
    items: [
      { key: 'ai_provider', label: 'Provider', unit: '' },
      { key: 'ai_openai_model', label: 'OpenAI model', unit: '' },
      { key: 'ai_gemini_model', label: 'Gemini model', unit: '' },
      { key: 'ai_backup_delay_minutes', label: 'Backup player delay', unit: 'minutes' },
      { key: 'ai_timeout_seconds', label: 'Request timeout', unit: 'seconds' },
      { key: 'game_profile', label: 'Game profile', unit: '' },
      { key: 'ai_backup_enabled', label: 'Backup players enabled', unit: '' },
      { key: 'ai_backup_votes_up_to', label: 'Backup votes up to threshold', unit: '' },
      { key: 'ai_backup_supply_prompts', label: 'Prompts kept to copy', unit: 'per player' },
      { key: 'ai_backup_supply_sets', label: 'Sets kept to vote on', unit: 'per player' },
      {
        key: 'ai_backup_spend_cap_per_hour',
        label: 'House spending cap on backup play (0: none)',
        unit: 'FC per hour',
      },
      {
        key: 'ai_backup_vote_accuracy_percent',
        label: 'Backup votes that pick the original (0: provider decides)',
        unit: '%',
      },
    ],
  },
];
