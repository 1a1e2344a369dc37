export { createBackupProvider } from './provider';
/**
 * Loads the offline player's WordNet data (about 1.5 s, once per process). Call it at
 * startup so that the first backup turn does not block the event loop; otherwise it
 * loads on first use.
 */
export { getWordData as preloadOfflineWordData } from './offline/word-data';
export type {
  BackupProvider,
  BackupProviderDeps,
  BackupProviderSettings,
  CopyRequest,
  VoteRequest,
} from './provider';
export type { FallbackEvent } from './fallback';
export type { ProviderFailure } from './http/request';
export { answerPrompt } from './offline/prompt-answer';
