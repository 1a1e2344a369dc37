import { getWordData } from '../../src/server/ai/offline/word-data';
import type { BackupProviderSettings } from '../../src/server/ai/provider';
import { DEFAULT_PHRASE_RULES, getDictionary } from '../../src/server/game/validation';

/**
 * The defaults of docs/game-rules.md#settings that backup players read, with a short timeout for
 * tests.
 */
export function testSettings(
  overrides: Partial<BackupProviderSettings> = {},
): BackupProviderSettings {
  return {
    ...DEFAULT_PHRASE_RULES,
    ai_provider: 'offline',
    ai_openai_model: 'gpt-5-nano',
    ai_gemini_model: 'gemini-2.5-flash-lite',
    ai_timeout_seconds: 30,
    ...overrides,
  };
}

/** The shipped dictionary and WordNet data, loaded once per test file. */
export function sharedWordContext() {
  return { dictionary: getDictionary(), wordData: getWordData(), rules: DEFAULT_PHRASE_RULES };
}
