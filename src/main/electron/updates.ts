// electron-updater behind the UpdateEngine port. Updates are off in development (the app is not
// packaged: there is nothing to replace) and in a build without a feed: electron-builder writes
// app-update.yml into the resources folder only when electron-builder.yml names where releases
// are published.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppUpdater } from 'electron-updater';
import type { Logger } from '../core/ports';
import type { UpdateEngine } from '../core/updates/app-updates';

export type UpdateEngineChoice =
  { engine: UpdateEngine } | { engine: null; disabledReason: string };

export function chooseUpdateEngine(options: {
  isPackaged: boolean;
  resourcesPath: string;
  /** Called only when updates are on: electron-updater's instance reads the feed at creation. */
  updater: () => AppUpdater;
  logger: Logger;
}): UpdateEngineChoice {
  if (!options.isPackaged)
    return { engine: null, disabledReason: 'Updates are off in development builds.' };
  if (!existsSync(join(options.resourcesPath, 'app-update.yml')))
    return { engine: null, disabledReason: 'This build has no update feed.' };
  return { engine: adaptUpdater(options.updater(), options.logger) };
}

export function adaptUpdater(updater: AppUpdater, logger: Logger): UpdateEngine {
  updater.logger = {
    info: (message?: unknown) => logger.info(`updater: ${String(message)}`),
    warn: (message?: unknown) => logger.warn(`updater: ${String(message)}`),
    error: (message?: unknown) => logger.warn(`updater: ${String(message)}`),
  };
  // Downloads in the background; electron-updater verifies the file's sha512 against the feed
  // before it announces `update-downloaded`, and discards it otherwise.
  updater.autoDownload = true;
  // A verified download also installs when the player next quits, as other desktop apps do.
  updater.autoInstallOnAppQuit = true;
  return updater;
}
