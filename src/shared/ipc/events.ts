import type * as Api from '../api';

/**
 * The dashboard as main pushes it: the server's answer, and what the header and the tray need
 * beside it, so that the renderer has no call of its own to make after a push.
 */
export type DashboardPush = Api.DashboardResponse & {
  /** Completed quests whose reward waits (the header's reward chest). */
  claimable_quests: number;
  /**
   * The game server's clock minus this machine's, in ms (0 while unknown): the renderer counts
   * round deadlines down against it (docs/product.md#timings-and-limits).
   */
  server_clock_offset_ms: number;
};

/** Events the main process pushes to the renderer. */
export interface IpcEvents {
  'dashboard:updated': DashboardPush;
  'balance:updated': Api.Player;
  'phraseset:updated': Api.PhrasesetDetails;
  /** The session ended (logout, or a refresh that failed): the renderer clears its state. */
  'session:ended': { reason: 'logout' | 'expired' | 'revoked' };
  /** A phrase set the player contributed to has been finalized. */
  'result:finished': { phraseset_id: string; prompt_text: string; role: Api.ContributorRole };
  /** Main asks the renderer to show a route (e.g. a notification was clicked). */
  'app:navigate': { path: string };
  /**
   * The embedded game server's process: `restarting` after it died (the renderer shows that it
   * is reconnecting), `ready` once it answers again, `unavailable` when it cannot run at all.
   */
  'server:status': { status: EmbeddedServerStatus };
  /** The app's own updates changed state (a check, a download, a failure). */
  'update:status': UpdateStatus;
}
export type EmbeddedServerStatus = 'starting' | 'ready' | 'restarting' | 'unavailable';

/**
 * `disabled`: development build or no update feed; `downloading` and `ready` name the new
 * version; `failed` says what went wrong (a failed or tampered download is discarded).
 */
export type UpdateState =
  'disabled' | 'idle' | 'checking' | 'up-to-date' | 'downloading' | 'ready' | 'failed';
export interface UpdateStatus {
  /** The version running now. */
  currentVersion: string;
  state: UpdateState;
  /** The version the feed offers, while it downloads and once it is ready. */
  newVersion: string | null;
  /** Why updates are off, or what failed, in words for the player. */
  detail: string | null;
}
export type IpcEventName = keyof IpcEvents;
export const IPC_EVENT_NAMES: IpcEventName[] = [
  'dashboard:updated',
  'balance:updated',
  'phraseset:updated',
  'session:ended',
  'result:finished',
  'app:navigate',
  'server:status',
  'update:status',
];

/**
 * Main sends these once the page has loaded (the route of a notification clicked as the window
 * opened, the embedded server's state), which can be before the app has subscribed to them:
 * the preload keeps the latest of each for the page's first listener instead of losing it.
 */
export const HELD_UNTIL_LISTENED: readonly IpcEventName[] = ['app:navigate', 'server:status'];
