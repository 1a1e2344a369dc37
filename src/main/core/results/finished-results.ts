// Notices phrase sets that became finalized between two dashboard polls (their ids appear in
// `pending_results`), tells the renderer, and shows one OS notification per set.
import type { PendingResult } from '../../../shared/api/phrasesets';
import type { DesktopActions, Emit, Notifier } from '../ports';

export const RESULTS_NOTIFICATION_TITLE = 'Results are in!';

export const resultsPath = (phrasesetId: string): string =>
  `/results?phraseset=${encodeURIComponent(phrasesetId)}`;

export interface FinishedResults {
  observe(pending: readonly PendingResult[]): void;
  /** Forget what was seen (a session ended): the next dashboard is a new baseline. */
  reset(): void;
}

export function createFinishedResults(options: {
  emit: Emit;
  notifier?: Notifier;
  desktop: DesktopActions;
  notificationsEnabled: () => boolean;
}): FinishedResults {
  const { emit, notifier, desktop } = options;
  // null until the first dashboard of a session, which only records what is already there.
  let seen: Set<string> | null = null;

  const announce = (result: PendingResult): void => {
    emit('result:finished', {
      phraseset_id: result.phraseset_id,
      prompt_text: result.prompt_text,
      role: result.role,
    });
    if (!notifier || !options.notificationsEnabled()) return;
    notifier.show({
      title: RESULTS_NOTIFICATION_TITLE,
      body: `“${result.prompt_text}” has been finalized. See how your phrase did.`,
      // Navigate before focusing: with no window open, the app opens the new one at this route.
      onClick: () => {
        emit('app:navigate', { path: resultsPath(result.phraseset_id) });
        desktop.focusWindow();
      },
    });
  };

  return {
    observe(pending) {
      if (seen === null) {
        seen = new Set(pending.map((result) => result.phraseset_id));
        return;
      }
      for (const result of pending) {
        if (seen.has(result.phraseset_id)) continue;
        // Ids are never forgotten within a session, so a set is announced once.
        seen.add(result.phraseset_id);
        announce(result);
      }
    },
    reset() {
      seen = null;
    },
  };
}
