// Extra settings for the embedded game server in development builds only: the end-to-end tests
// set COPYCAT_DEV_SERVER_SETTINGS to a JSON object of server variables (e.g.
// {"VOTE_MINIMUM_WINDOW_SECONDS":"1"}) so that a result finishes in seconds, not minutes. A
// packaged app ignores it, so nothing in a player's environment changes their game.
import type { Logger } from '../ports';

export const DEV_SERVER_SETTINGS_VARIABLE = 'COPYCAT_DEV_SERVER_SETTINGS';

export function devServerSettings(options: {
  env: Record<string, string | undefined>;
  isPackaged: boolean;
  logger: Logger;
}): Record<string, string> | undefined {
  const raw = options.env[DEV_SERVER_SETTINGS_VARIABLE];
  if (options.isPackaged || !raw) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((value) => typeof value === 'string');
  if (!valid) {
    options.logger.warn(
      `${DEV_SERVER_SETTINGS_VARIABLE} must be a JSON object of strings and is ignored.`,
    );
    return undefined;
  }
  return parsed as Record<string, string>;
}
