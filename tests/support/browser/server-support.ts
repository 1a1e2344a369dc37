// The game server is being built in stages: scenarios that need a route it does not have
// yet skip with a notice instead of failing, and run as soon as the route exists.
import type { AppCore } from '../../../src/main/core/create-app-core';
import type { IpcChannel } from '../../../src/shared/ipc';

/** True when the server answers `channel` with anything but its unknown-route 404. */
export async function serverHasRoute(
  core: AppCore,
  channel: IpcChannel,
  args?: unknown,
): Promise<boolean> {
  const result = await core.invoke(channel, args);
  const missing = !result.ok && result.error.status === 404 && result.error.code === 'not_found';
  if (missing)
    console.warn(`Browser scenario skipped: the server has no route for ${channel} yet.`);
  return !missing;
}
