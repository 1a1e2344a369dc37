import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onCallFailure, subscribe } from '../lib/api';
import { describeError, shouldLogout } from '../lib/errors';
import { setServerClockOffset } from '../lib/server-clock';
import { useDashboardStore } from '../stores/dashboard';
import { usePhrasesetsStore } from '../stores/phrasesets';
import { usePlayerStore } from '../stores/player';
import { useServerStatusStore } from '../stores/server-status';
import { useRewardsStore } from '../stores/rewards';
import { useSessionStore } from '../stores/session';
import { clearPlayerState } from '../stores/sign-out';
import { useToastStore } from '../stores/toast';

/** Calls that fail with an auth error as a normal answer (wrong password), not a lost session. */
const SESSIONLESS_CHANNELS = new Set([
  'session:login',
  'session:register',
  'session:logout',
  'session:get',
]);

/**
 * Feeds what the main process pushes into the stores, and reacts to failures that concern
 * the whole app: a lost connection (toast) and a lost session (sign out).
 */
export function EventBridge() {
  const navigate = useNavigate();

  useEffect(() => {
    const endSession = () => {
      clearPlayerState();
      void navigate('/', { replace: true });
    };
    const unsubscribers = [
      // What main pushes is complete: the renderer asks for none of it again.
      subscribe('dashboard:updated', (pushed) => {
        const { claimable_quests, server_clock_offset_ms, ...dashboard } = pushed;
        // Before the dashboard: whether its round ran out is judged by the server's clock.
        setServerClockOffset(server_clock_offset_ms);
        useDashboardStore.getState().apply(dashboard);
        useRewardsStore.getState().setClaimableCount(claimable_quests);
      }),
      subscribe('balance:updated', (player) => usePlayerStore.getState().setPlayer(player)),
      subscribe('phraseset:updated', (details) => usePhrasesetsStore.getState().apply(details)),
      subscribe('session:ended', endSession),
      subscribe('app:navigate', ({ path }) => void navigate(path)),
      subscribe('server:status', ({ status }) => useServerStatusStore.getState().set(status)),
      onCallFailure((channel, error) => {
        if (describeError(error).category === 'network') useToastStore.getState().showError(error);
        const signedIn = useSessionStore.getState().status === 'authenticated';
        if (
          signedIn &&
          error.status === 401 &&
          !SESSIONLESS_CHANNELS.has(channel) &&
          shouldLogout(error)
        ) {
          useToastStore.getState().showError(error);
          endSession();
        }
      }),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [navigate]);

  return null;
}
