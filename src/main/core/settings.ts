// App settings (the settings screen, `app:getSettings` / `app:setSettings`). The server address
// chosen on the settings screen wins; without one, `COPYCAT_SERVER_URL` from the environment
// applies; without either, the app uses its embedded server.
import { AppSettings } from '../../shared/ipc/channels';
import type { KeyValueStore, Logger } from './ports';

export const SETTINGS_STORE_KEY = 'settings';
export const SERVER_URL_ENV = 'COPYCAT_SERVER_URL';

const DEFAULTS: AppSettings = { serverUrl: '', notificationsEnabled: true };

export interface Settings {
  get(): AppSettings;
  /** Saves the given fields and answers with the settings now in effect. */
  update(changes: Partial<AppSettings>): AppSettings;
}

export function createSettings(options: {
  store: KeyValueStore;
  env: Record<string, string | undefined>;
  logger: Logger;
}): Settings {
  const { store, logger } = options;
  const envServerUrl = readEnvServerUrl(options.env, logger);

  const saved = (): Partial<AppSettings> => {
    const parsed = AppSettings.partial().safeParse(store.get(SETTINGS_STORE_KEY));
    return parsed.success ? parsed.data : {};
  };

  const get = (): AppSettings => {
    const stored = saved();
    return {
      serverUrl: stored.serverUrl ?? envServerUrl ?? DEFAULTS.serverUrl,
      notificationsEnabled: stored.notificationsEnabled ?? DEFAULTS.notificationsEnabled,
    };
  };

  return {
    get,
    update(changes) {
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      store.set(SETTINGS_STORE_KEY, { ...saved(), ...defined });
      return get();
    },
  };
}

function readEnvServerUrl(
  env: Record<string, string | undefined>,
  logger: Logger,
): string | undefined {
  const value = env[SERVER_URL_ENV]?.trim();
  if (!value) return undefined;
  if (!AppSettings.shape.serverUrl.safeParse(value).success) {
    logger.warn(`${SERVER_URL_ENV} is not a valid URL and is ignored: ${value}`);
    return undefined;
  }
  return value;
}
