// Which finished results this app may announce. The server hands each result to exactly one app
// (`POST /player/results/announce` marks what it answers), so a result is announced once across
// restarts and across machines signed in to the same account. A server without that call (404)
// is covered by this machine's own record: restarts still announce nothing twice, though two
// machines may then both announce a result.
import type { PendingResult } from '../../../shared/api/phrasesets';
import type { KeyValueStore } from '../ports';
import type { Session } from '../session/session';
import { takeUnannouncedLocally } from './local-announcements';

/** The embedded server listens on a new free port at each start: its address names nothing. */
const EMBEDDED_SERVER = 'embedded';

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
    // Main's own call, not a renderer channel: the renderer cannot mark results announced.
    const answer = await session.request('announceResults', {});
    // The player signed out meanwhile: what the server marked for them must not be shown to
    // whoever signs in next (those results stay unannounced; they are still in the list).
    if (session.generation() !== startedIn) return { ok: false, reason: 'the session ended' };
    if (answer.ok) return { ok: true, results: answer.data.announced, source: 'server' };
    if (answer.error.status !== 404) return { ok: false, reason: answer.error.message };
    const key = `${options.serverUrl() || EMBEDDED_SERVER} ${playerId}`;
    return {
      ok: true,
      results: takeUnannouncedLocally(store, key, pending),
      source: 'this machine',
    };
  };
}
