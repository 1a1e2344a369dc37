import { getDictionary, type Dictionary, type PhraseRules } from '../game/validation';
import { withOfflineFallback, type FallbackEvent } from './fallback';
import { createGeminiProvider, GEMINI_BASE_URL } from './http/gemini';
import { createOpenAiProvider, OPENAI_BASE_URL } from './http/openai';
import { createOfflineProvider } from './offline/offline-provider';
import type { WordData } from './offline/word-data';

/** What a backup player is asked for a copy round. */
export interface CopyRequest {
  originalPhrase: string;
  otherCopy: string | null;
  /** Only for validating the copy; never sent to a model (a copier never sees the prompt). */
  promptText: string;
}

/** What a backup player is asked for a vote round: the phrases in their shown order. */
export interface VoteRequest {
  promptText: string;
  phrases: [string, string, string];
}

export interface BackupProvider {
  name: 'offline' | 'openai' | 'gemini';
  /** A copy that passes `validateCopyPhrase`, upper case. */
  writeCopy(input: CopyRequest): Promise<string>;
  /** One of the three phrases, exactly as given. */
  chooseVote(input: VoteRequest): Promise<string>;
}

/**
 * The settings (docs/game-rules.md#settings) that backup players read; the full settings object
 * fits.
 */
export interface BackupProviderSettings extends PhraseRules {
  ai_provider: BackupProvider['name'];
  ai_openai_model: string;
  ai_gemini_model: string;
  ai_timeout_seconds: number;
  openai_api_key?: string | null;
  gemini_api_key?: string | null;
}

export interface BackupProviderDeps {
  /** Defaults to the shipped word list. */
  dictionary?: Dictionary;
  /** Defaults to the shipped WordNet data, read on first offline use. */
  wordData?: WordData;
  /** API roots without a trailing slash; tests point them at a local fake server. */
  openaiBaseUrl?: string;
  geminiBaseUrl?: string;
  /** Told each time a model's answer is replaced by the offline one (for logs and metrics). */
  onFallback?: (event: FallbackEvent) => void;
}

function configuredKey(key: string | null | undefined): string | null {
  const trimmed = key?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The backup player the settings ask for: `openai` or `gemini` when chosen and its key is
 * configured, wrapped so that any failure falls back to `offline`; otherwise `offline`.
 */
export function createBackupProvider(
  settings: BackupProviderSettings,
  deps: BackupProviderDeps = {},
): BackupProvider {
  const dictionary = deps.dictionary ?? getDictionary();
  const offline = createOfflineProvider({ rules: settings, dictionary, wordData: deps.wordData });
  const http = { timeoutMs: settings.ai_timeout_seconds * 1000, rules: settings };
  const openaiKey = configuredKey(settings.openai_api_key);
  const geminiKey = configuredKey(settings.gemini_api_key);
  let primary: BackupProvider | null = null;
  if (settings.ai_provider === 'openai' && openaiKey !== null) {
    primary = createOpenAiProvider({
      ...http,
      apiKey: openaiKey,
      model: settings.ai_openai_model,
      baseUrl: deps.openaiBaseUrl ?? OPENAI_BASE_URL,
    });
  } else if (settings.ai_provider === 'gemini' && geminiKey !== null) {
    primary = createGeminiProvider({
      ...http,
      apiKey: geminiKey,
      model: settings.ai_gemini_model,
      baseUrl: deps.geminiBaseUrl ?? GEMINI_BASE_URL,
    });
  }
  if (primary === null) return offline;
  return withOfflineFallback(primary, {
    offline,
    rules: settings,
    dictionary,
    onFallback: deps.onFallback,
  });
}
