// What each background poll does: fetch, push the answer to the renderer, and keep the tray
// and the finished-results notifications up to date.
import type { DashboardResponse } from '../../../shared/api/dashboard';
import type { PhrasesetDetails } from '../../../shared/api/phrasesets';
import type { ServerClock } from '../http/server-clock';
import type { Emit, TrayPresenter } from '../ports';
import { needsAttention } from '../results/attention';
import type { FinishedResults } from '../results/finished-results';
import type { Session } from '../session/session';
import type { PollTasks } from './background-polling';
import type { PollOutcome } from './poller';

/** A finalized or abandoned phrase set will not change again. */
const SETTLED_STATUSES: ReadonlySet<PhrasesetDetails['status']> = new Set([
  'finalized',
  'abandoned',
]);

/**
 * A round the answer still shows although its deadline has passed: the server's grace runs.
 * `serverNow` is the server's clock (this machine's corrected by the server clock's offset).
 */
function roundPastDeadline(data: DashboardResponse, serverNow: number): boolean {
  const expiresAt = data.current_round.expires_at;
  return expiresAt !== null && Date.parse(expiresAt) <= serverNow;
}

export function createPollTasks(options: {
  session: Session;
  emit: Emit;
  results: FinishedResults;
  tray?: TrayPresenter;
  now: () => number;
  /** The server clock's offset from this machine's; absent: none is known. */
  serverClock?: Pick<ServerClock, 'offsetMs'>;
}): PollTasks & { reset(): void; playerChanged(): void } {
  const { session, emit, results, tray, now } = options;
  const clockOffset = (): number => options.serverClock?.offsetMs() ?? 0;
  let claimableQuests = 0;
  // Bumped whenever the player's coins or rounds changed through this app: an answer to a
  // poll sent before that is stale and must not overwrite what a newer answer showed.
  let changes = 0;

  return {
    /** Forget the previous session's quest count. */
    reset() {
      claimableQuests = 0;
    },

    playerChanged() {
      changes += 1;
    },

    async dashboard(): Promise<PollOutcome> {
      const startedIn = session.generation();
      const changesBefore = changes;
      const [dashboard, quests] = await Promise.all([
        session.request('dashboard', {}),
        session.request('claimableQuests', {}),
      ]);
      if (startedIn !== session.generation()) return 'error';
      // The poll asked for after the change follows this one and pushes the fresh state.
      if (changesBefore !== changes) return 'ok';
      if (quests.ok) claimableQuests = quests.data.length;
      if (!dashboard.ok) return 'error';
      const data = dashboard.data;
      const offset = clockOffset();
      emit('dashboard:updated', {
        ...data,
        claimable_quests: claimableQuests,
        server_clock_offset_ms: offset,
      });
      results.observe(data.pending_results);
      tray?.setBalance(data.player.balance);
      tray?.setAlert(needsAttention(data, claimableQuests));
      return roundPastDeadline(data, now() + offset) ? 'settling' : 'ok';
    },

    async balance(): Promise<PollOutcome> {
      const startedIn = session.generation();
      const changesBefore = changes;
      const answer = await session.request('balance', {});
      if (startedIn !== session.generation() || !answer.ok) return 'error';
      if (changesBefore !== changes) return 'ok';
      const player = answer.data;
      emit('balance:updated', player);
      tray?.setBalance(player.balance);
      return 'ok';
    },

    async phraseset(id: string): Promise<PollOutcome> {
      const startedIn = session.generation();
      const answer = await session.request('phrasesetDetails', { params: { id } });
      if (startedIn !== session.generation() || !answer.ok) return 'error';
      const details = answer.data;
      emit('phraseset:updated', details);
      return SETTLED_STATUSES.has(details.status) ? 'done' : 'ok';
    },
  };
}
