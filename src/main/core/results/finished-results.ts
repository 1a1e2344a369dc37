// Announces finalized results: at the start of a session (its first dashboard) those that came in
// while the app was closed or signed out, then those that later dashboards show. What to announce
// is claimed first (result-claims), so each result is announced once, across restarts and
// machines. Each announced result is told to the renderer and sets the tray alert; the OS
// notifications are one per result, or one summary when three or more came in while away.
//
// A claim answer can land after the player viewed a result it names (the window opened it while
// the call was under way; the server handed it out just before the view, or, without the
// announce call, this machine's record went by the dashboard that started the claim). What is
// known viewed by then, from the player's claim here or a later dashboard, is not announced: it
// needs no notice, and it must not turn the tray alert on for what nobody has left to view.
//
// With notifications turned off, results are still claimed and told to the renderer, only no OS
// notification is shown: the setting silences the notices, not the bookkeeping. The app did
// deliver them (the open window refreshes, the tray alerts), and turning notifications back on
// must not replay a backlog of old results, here or on the player's other machine.
import type { PendingResult } from '../../../shared/api/phrasesets';
import type { DesktopActions, Emit, Logger, Notifier, TrayPresenter } from '../ports';
import type { ClaimResults } from './result-claims';

export const RESULTS_NOTIFICATION_TITLE = 'Results are in!';
/** From this many results, what came in while away is one notification instead of one each. */
const AWAY_SUMMARY_MIN_RESULTS = 3;
const RESULTS_PATH = '/results';

export const resultsPath = (phrasesetId: string): string =>
  `${RESULTS_PATH}?phraseset=${encodeURIComponent(phrasesetId)}`;
export const awaySummary = (count: number): string =>
  `${count} results came in while you were away`;

export interface FinishedResults {
  /** Every dashboard of the current session, in order. */
  observe(pending: readonly PendingResult[]): void;
  /** The player viewed (claimed) this result in the window. */
  viewed(phrasesetId: string): void;
  /** A session ended or began: forget what was seen; the next dashboard starts a new one. */
  reset(): void;
}

export function createFinishedResults(options: {
  claim: ClaimResults;
  emit: Emit;
  notifier?: Notifier;
  tray?: TrayPresenter;
  desktop: DesktopActions;
  logger: Logger;
  notificationsEnabled: () => boolean;
}): FinishedResults {
  const { claim, emit, notifier, tray, desktop, logger } = options;
  // Bumped by reset(), so a claim of an earlier session neither starts nor shows anything.
  let epoch = 0;
  let seen = new Set<string>();
  // Results known viewed this session; a viewed result never becomes unviewed again.
  let viewedIds = new Set<string>();
  let firstDashboard = true;
  // Until the session's first successful claim, what is claimed came in while the app was away.
  let awayOutstanding = true;
  // One claim at a time, in dashboard order: each works from the dashboard that prompted it.
  let queue: Promise<void> = Promise.resolve();

  const notify = (body: string, path: string): void => {
    notifier?.show({
      title: RESULTS_NOTIFICATION_TITLE,
      body,
      // Navigate before focusing: with no window open, the app opens the new one at this route.
      onClick: () => {
        emit('app:navigate', { path });
        desktop.focusWindow();
      },
    });
  };

  const announce = (results: readonly PendingResult[], away: boolean): void => {
    if (results.length === 0) return;
    for (const result of results) {
      emit('result:finished', {
        phraseset_id: result.phraseset_id,
        prompt_text: result.prompt_text,
        role: result.role,
      });
    }
    tray?.setAlert(true);
    if (!options.notificationsEnabled()) return;
    if (away && results.length >= AWAY_SUMMARY_MIN_RESULTS) {
      notify(awaySummary(results.length), RESULTS_PATH);
      return;
    }
    for (const result of results) {
      notify(
        `“${result.prompt_text}” has been finalized. See how your phrase did.`,
        resultsPath(result.phraseset_id),
      );
    }
  };

  const claimAndAnnounce = async (
    pending: readonly PendingResult[],
    candidates: readonly string[],
    startedIn: number,
  ): Promise<void> => {
    if (startedIn !== epoch) return;
    const outcome = await claim(pending);
    if (startedIn !== epoch) return;
    if (!outcome.ok) {
      // Seen but not claimed: the next dashboard tries them again.
      for (const id of candidates) seen.delete(id);
      logger.warn(`Finished results could not be claimed for announcing: ${outcome.reason}`);
      return;
    }
    const away = awayOutstanding;
    awayOutstanding = false;
    // Viewed while the claim was under way: known now, no longer news.
    const unviewed = outcome.results.filter((result) => !viewedIds.has(result.phraseset_id));
    logger.info(
      `Finished results announced: ${unviewed.length}${away ? ' from while away' : ''} (claimed on ${outcome.source})`,
    );
    announce(unviewed, away);
  };

  return {
    observe(pending) {
      for (const result of pending) if (result.payout_claimed) viewedIds.add(result.phraseset_id);
      const fresh = pending.filter((result) => !seen.has(result.phraseset_id));
      for (const result of fresh) seen.add(result.phraseset_id);
      // Only unviewed results are announced: one the player has opened needs no notice.
      const candidates = fresh
        .filter((result) => !result.payout_claimed)
        .map((result) => result.phraseset_id);
      const first = firstDashboard;
      firstDashboard = false;
      if (candidates.length === 0) {
        if (first) awayOutstanding = false;
        return;
      }
      const startedIn = epoch;
      queue = queue
        .then(() => claimAndAnnounce(pending, candidates, startedIn))
        .catch((error: unknown) => {
          logger.warn(`Announcing finished results failed: ${String(error)}`);
        });
    },

    viewed(phrasesetId) {
      viewedIds.add(phrasesetId);
    },

    reset() {
      epoch += 1;
      seen = new Set();
      viewedIds = new Set();
      firstDashboard = true;
      awayOutstanding = true;
    },
  };
}
