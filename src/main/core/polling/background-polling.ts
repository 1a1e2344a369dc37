// The three background pollers of a signed-in session (dashboard, balance, and the phrase set
// the tracking screen watches), sharing one focus tracker.
import type { Timers } from '../ports';
import { createFocusTracker } from './focus-tracker';
import { FOCUS_RULES, POLL_POLICIES, type PollerName } from './poll-policies';
import { createPoller, type PollOutcome, type Poller } from './poller';

export interface PollTasks {
  dashboard(): Promise<PollOutcome>;
  balance(): Promise<PollOutcome>;
  phraseset(id: string): Promise<PollOutcome>;
}

export interface BackgroundPolling {
  /** Starts the dashboard and balance pollers (a session began). */
  startSession(): void;
  /** Stops every poller and forgets the watched phrase set (a session ended, or the app quits). */
  stopAll(): void;
  watchPhraseset(id: string | null): void;
  /** Polls the dashboard now; resolves once that poll's answer has been pushed (or dropped). */
  refreshDashboard(): Promise<void>;
  setFocused(focused: boolean): void;
  dispose(): void;
}

export function createBackgroundPolling(options: {
  tasks: PollTasks;
  timers: Timers;
  now: () => number;
}): BackgroundPolling {
  const { tasks, timers, now } = options;
  let watchedId: string | null = null;
  let lastFocusRefreshAt = Number.NEGATIVE_INFINITY;

  const focus = createFocusTracker({
    timers,
    onSlowdownChange: () => Object.values(pollers).forEach((poller) => poller.reschedule()),
  });
  const makePoller = (name: PollerName, task: () => Promise<PollOutcome>): Poller =>
    createPoller({
      policy: POLL_POLICIES[name],
      task,
      timers,
      now,
      isUnfocused: focus.isUnfocused,
      // The dashboard brings the result notifications: a player who only has the tray icon must
      // get them after a long network outage too, without opening the window.
      keepTryingUnfocused: name === 'dashboard',
    });

  const pollers: Record<PollerName, Poller> = {
    dashboard: makePoller('dashboard', () => tasks.dashboard()),
    balance: makePoller('balance', () => tasks.balance()),
    phraseset: makePoller('phraseset', () =>
      watchedId ? tasks.phraseset(watchedId) : Promise.resolve('done'),
    ),
  };
  const names = Object.keys(pollers) as PollerName[];

  const stopAll = (): void => {
    watchedId = null;
    names.forEach((name) => pollers[name].stop());
  };

  return {
    startSession() {
      pollers.dashboard.start();
      pollers.balance.start();
    },
    stopAll,
    watchPhraseset(id) {
      watchedId = id;
      if (id) pollers.phraseset.start();
      else pollers.phraseset.stop();
    },
    refreshDashboard: () => pollers.dashboard.pollNow(),
    setFocused(focused) {
      const regained = focused && !focus.isFocused();
      focus.setFocused(focused);
      if (!regained) return;
      const refreshNow = now() - lastFocusRefreshAt >= FOCUS_RULES.focusRefreshMinGapMs;
      for (const name of names) {
        if (POLL_POLICIES[name].refreshOnFocus && refreshNow) void pollers[name].pollNow();
        else pollers[name].resume();
      }
      if (refreshNow) lastFocusRefreshAt = now();
    },
    dispose() {
      stopAll();
      focus.dispose();
    },
  };
}
