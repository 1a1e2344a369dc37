export { loadDatabaseSettings, loadSettings, SettingsError } from './load-settings';
export type { Settings } from './schema';
export { toAdminConfig } from './admin-config';
