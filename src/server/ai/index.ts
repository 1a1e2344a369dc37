export { createBackupProvider } from './provider';
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
