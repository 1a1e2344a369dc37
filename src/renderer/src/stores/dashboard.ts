// The dashboard snapshot. Main polls the server and pushes `dashboard:updated`; the renderer loads
// it itself only at sign-in and asks main for an immediate refresh when docs/product.md#round-flow
// says so.
import { create } from 'zustand';
import type { DashboardResponse } from '../../../shared/api';
import { call, callInSession } from '../lib/api';
import { withAction } from '../lib/errors';
import { setServerClockOffset } from '../lib/server-clock';
import { usePlayerStore } from './player';
import { useRoundStore } from './round';

/**
 * Returning to the window refreshes the dashboard at most this often (docs/product.md#dashboard).
 */
export const FOCUS_REFRESH_THROTTLE_MS = 5_000;

interface DashboardState {
  data: DashboardResponse | null;
  loading: boolean;
  error: string | null;
  /** Unclaimed results the player had when they last opened tracking: hides the results banner. */
  resultsSeenCount: number;
  lastFocusRefresh: number;
  apply: (data: DashboardResponse) => void;
  load: () => Promise<void>;
  refresh: () => Promise<void>;
  refreshOnFocus: (now?: number) => void;
  markTrackingViewed: () => void;
  setError: (message: string | null) => void;
  reset: () => void;
}

export function newResultsCount(data: DashboardResponse | null): number {
  return data ? data.pending_results.filter((result) => !result.payout_claimed).length : 0;
}

const initial = {
  data: null,
  loading: false,
  error: null,
  resultsSeenCount: 0,
  lastFocusRefresh: 0,
};

export const useDashboardStore = create<DashboardState>()((set, get) => ({
  ...initial,
  apply: (data) => {
    // Fewer unclaimed results than seen means some were claimed: lower the mark so new ones show.
    // A dashboard that arrived answers whatever load failed before it.
    set({
      data,
      error: null,
      resultsSeenCount: Math.min(get().resultsSeenCount, newResultsCount(data)),
    });
    usePlayerStore.getState().setPlayer(data.player);
    useRoundStore.getState().syncFromServer(data.current_round);
  },
  load: async () => {
    set({ loading: true });
    // The server clock's offset comes along, so that the round in the dashboard is timed by it.
    const [result, clock] = await Promise.all([
      callInSession('player:dashboard'),
      callInSession('app:serverClock'),
    ]);
    if (clock?.ok) setServerClockOffset(clock.data.offset_ms);
    if (!result) return;
    if (result.ok) {
      get().apply(result.data);
      set({ loading: false, error: null });
    } else {
      set({ loading: false, error: withAction('loadDashboard', result.error) });
    }
  },
  refresh: async () => {
    await call('app:refreshDashboard');
  },
  refreshOnFocus: (now = Date.now()) => {
    if (now - get().lastFocusRefresh < FOCUS_REFRESH_THROTTLE_MS) return;
    set({ lastFocusRefresh: now });
    void get().refresh();
  },
  markTrackingViewed: () => set({ resultsSeenCount: newResultsCount(get().data) }),
  setError: (error) => set({ error }),
  reset: () => set(initial),
}));
