// Backup players (docs/game-rules.md#backup-players): bots that copy waiting prompts and vote on
// stalled sets through the engine's own commands, and the starter content of a new database.
export {
  BACKUP_MAX_SLEEP_MS,
  BACKUP_MIN_GAP_MS,
  backupPlayersJob,
  nextBackupDue,
  runBackupJob,
  startBackupPlayers,
} from './backup-players';
export { runBackupTick, type BackupTickReport } from './backup-tick';
export { seedStarterContent, type StarterContent } from './starter-content';
export { ensureRoster } from './roster';
