// Whether this Linux desktop shows tray icons. Electron's Tray on Linux is a StatusNotifierItem:
// it shows only where a panel runs the StatusNotifierWatcher on the session bus (KDE, XFCE,
// Cinnamon, MATE, GNOME with the AppIndicator extension...). GNOME without that extension, and
// some Wayland compositors, have none: the icon is created without an error and never seen.
// Electron 45 has no API that says so (the Tray typings have no such member), so this asks the
// bus the same question Chromium asks before it picks the StatusNotifierItem: does anyone own
// the name org.kde.StatusNotifierWatcher?
import type { TrayHost } from '../core/window-closing';
import { openSessionBus, sessionBusSockets } from './session-bus';

export const STATUS_NOTIFIER_WATCHER = 'org.kde.StatusNotifierWatcher';
/** The bus answers in milliseconds; a bus that does not within this is as good as none. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * `absent` only when the bus says no watcher runs. Without a session bus (or one that cannot be
 * reached) the answer is `unknown`: Chromium then falls back to the older XEmbed tray, which the
 * minimal X11 sessions that run without a bus usually have, so the app keeps its old behaviour.
 */
export async function statusNotifierHost(
  env: Record<string, string | undefined> = process.env,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<TrayHost> {
  for (const socket of sessionBusSockets(env)) {
    let bus: Awaited<ReturnType<typeof openSessionBus>> | undefined;
    try {
      bus = await openSessionBus(socket, timeoutMs);
      const owned = await bus.callBus('NameHasOwner', 's', [STATUS_NOTIFIER_WATCHER]);
      if (typeof owned === 'boolean') return owned ? 'present' : 'absent';
    } catch {
      // The next address the variable lists, if any.
    } finally {
      bus?.close();
    }
  }
  return 'unknown';
}
