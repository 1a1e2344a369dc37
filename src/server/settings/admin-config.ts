import { ADMIN_CONFIG_KEYS, type AdminConfig } from '../../shared/api/admin';
import type { Settings } from './schema';

/** The settings the admin view lists, by the names of docs/game-rules.md#settings. */
export function toAdminConfig(settings: Settings): AdminConfig {
  return Object.fromEntries(ADMIN_CONFIG_KEYS.map((key) => [key, settings[key]])) as AdminConfig;
}
