// What follows a successful sign-in or a restored session: the player's data loads.
import type { SessionInfo } from '../../../shared/ipc';
import { useDashboardStore } from './dashboard';
import { usePlayerStore } from './player';
import { useRewardsStore } from './rewards';
import { useSessionStore } from './session';
import { useToastStore } from './toast';
import { useTutorialStore } from './tutorial';

/**
 * The post-login dashboard load waits 100 ms (docs/product.md#timings-and-limits) so navigation
 * paints first.
 */
export const POST_LOGIN_LOAD_DELAY_MS = 100;

export function startSession(info: SessionInfo): void {
  useSessionStore.getState().signedIn(info);
  // The toast of the session before ("Your session has expired…") is not this player's news.
  useToastStore.getState().dismiss();
  // The profile alone paints the header and settings at once, before the bigger dashboard.
  void usePlayerStore.getState().load();
  void useTutorialStore.getState().load();
  void useRewardsStore.getState().loadClaimable();
  setTimeout(() => void useDashboardStore.getState().load(), POST_LOGIN_LOAD_DELAY_MS);
}

let restoring: Promise<void> | null = null;

/**
 * Asks main once per page load whether a session survives from an earlier run, and starts
 * it if so. Shared promise: React's strict mode mounts twice in development.
 */
export function restoreSession(): Promise<void> {
  restoring ??= useSessionStore
    .getState()
    .restore()
    .then(() => {
      const { info } = useSessionStore.getState();
      if (info) startSession(info);
    });
  return restoring;
}
