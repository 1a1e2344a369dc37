// Which finished results this app may announce. The server hands each result to exactly one app
// (`POST /player/results/announce` marks what it answers), so a result is announced once across
// restarts and across machines signed in to the same account. A server without that call (404)
// is covered by this machine's own record: restarts still announce nothing twice, though two
// machines may then both announce a result. Results the server marked while their player was
// signing out are kept, by server and player, for that player's next session here.
import { z } from 'zod';
import type { PendingResult } from '../../../shared/api/phrasesets';
import type { KeyValueStore } from '../ports';
import type { Session } from '../session/session';
import { takeUnannouncedLocally } from './local-announcements';

/** The embedded server listens on a new free port at each start: its address names nothing. */
const EMBEDDED_SERVER = 'embedded';

/** Ids of results the server handed out after their player signed out, by server and player. */
export const HELD_RESULTS_STORE_KEY = 'resultsHeldAtSignOut';
const Held = z.record(z.string(), z.array(z.string()));
const heldRecords = (store: KeyValueStore): Record<string, string[]> => {
  const stored = Held.safeParse(store.get(HELD_RESULTS_STORE_KEY));
  return stored.success ? stored.data : {};
};

/** The held results of `key` that `pending` still shows unviewed; the record is cleared. */
function takeHeld(
  store: KeyValueStore,
  key: string,
  pending: readonly PendingResult[],
): PendingResult[] {
  const { [key]: ids, ...others } = heldRecords(store);
  if (!ids) return [];
  store.set(HELD_RESULTS_STORE_KEY, others);
  return pending.filter((result) => ids.includes(result.phraseset_id) && !result.payout_claimed);
}

export type ClaimOutcome =
  | { ok: true; results: PendingResult[]; source: 'server' | 'this machine' }
  | { ok: false; reason: string };

/** Takes the results to announce; `pending` is the dashboard that showed new ones. */
export type ClaimResults = (pending: readonly PendingResult[]) => Promise<ClaimOutcome>;

export function createResultClaims(options: {
  session: Session;
  store: KeyValueStore;
  /** The configured server address; empty for the embedded server. */
  serverUrl: () => string;
}): ClaimResults {
  const { session, store } = options;

  return async (pending) => {
    const playerId = session.info()?.playerId;
    const startedIn = session.generation();
    if (!playerId) return { ok: false, reason: 'nobody is signed in' };
    const key = `${options.serverUrl() || EMBEDDED_SERVER} ${playerId}`;
    // Main's own call, not a renderer channel: the renderer cannot mark results announced.
    const answer = await session.request('announceResults', {});
    // The player signed out meanwhile: what the server marked for them must not be shown to
    // whoever signs in next. It is kept for this player's next session on this server.
    if (session.generation() !== startedIn) {
      if (answer.ok && answer.data.announced.length > 0) {
        const records = heldRecords(store);
        const ids = new Set([
          ...(records[key] ?? []),
          ...answer.data.announced.map((r) => r.phraseset_id),
        ]);
        store.set(HELD_RESULTS_STORE_KEY, { ...records, [key]: [...ids] });
      }
      return { ok: false, reason: 'the session ended' };
    }
    if (answer.ok) {
      const announced = new Set(answer.data.announced.map((result) => result.phraseset_id));
      const held = takeHeld(store, key, pending).filter((r) => !announced.has(r.phraseset_id));
      return { ok: true, results: [...held, ...answer.data.announced], source: 'server' };
    }
    if (answer.error.status !== 404) return { ok: false, reason: answer.error.message };
    return {
      ok: true,
      results: takeUnannouncedLocally(store, key, pending),
      source: 'this machine',
    };
  };
}
