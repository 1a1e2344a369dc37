import { describe, expect, it } from 'vitest';
import { createBackupProvider, type BackupProviderSettings } from '../../src/server/ai/provider';
import type { Settings } from '../../src/server/settings';
import { sharedWordContext, testSettings } from './support';

const { dictionary, wordData } = sharedWordContext();

function chosen(overrides: Partial<BackupProviderSettings>): string {
  return createBackupProvider(testSettings(overrides), { dictionary, wordData }).name;
}

describe('createBackupProvider', () => {
  it('is offline by default', () => {
    expect(chosen({})).toBe('offline');
    expect(chosen({ openai_api_key: 'sk-test', gemini_api_key: 'g-test' })).toBe('offline');
  });

  it('uses OpenAI only when it is chosen and its key is configured', () => {
    expect(chosen({ ai_provider: 'openai', openai_api_key: 'sk-test' })).toBe('openai');
    expect(chosen({ ai_provider: 'openai' })).toBe('offline');
    expect(chosen({ ai_provider: 'openai', openai_api_key: '  ' })).toBe('offline');
    expect(chosen({ ai_provider: 'openai', openai_api_key: null, gemini_api_key: 'g-test' })).toBe(
      'offline',
    );
  });

  it('uses Gemini only when it is chosen and its key is configured', () => {
    expect(chosen({ ai_provider: 'gemini', gemini_api_key: 'g-test' })).toBe('gemini');
    expect(chosen({ ai_provider: 'gemini', gemini_api_key: '' })).toBe('offline');
    expect(chosen({ ai_provider: 'gemini', openai_api_key: 'sk-test' })).toBe('offline');
  });

  it('gives an offline provider that answers copies and votes', async () => {
    const provider = createBackupProvider(testSettings(), { dictionary, wordData });
    const copy = await provider.writeCopy({
      originalPhrase: 'COLD PIZZA',
      otherCopy: null,
      promptText: '',
    });
    expect(copy).toMatch(/^[A-Z]+( [A-Z]+)+$/);
    const phrases: [string, string, string] = ['COLD PIZZA', copy, 'OLD SHOES'];
    expect(phrases).toContain(await provider.chooseVote({ promptText: 'Breakfast', phrases }));
  });

  it('takes the server settings object as it is (checked by the type checker)', () => {
    const fromServerSettings = (settings: Settings): BackupProviderSettings => settings;
    expect(fromServerSettings).toBeTypeOf('function');
  });
});
