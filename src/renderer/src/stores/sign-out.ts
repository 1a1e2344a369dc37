// Ending a session clears every piece of player state at once (docs/product.md#session), whether
// the player logged out or main reported the session gone.
import { call } from '../lib/api';
import { resetServerClock } from '../lib/server-clock';
import { useDashboardStore } from './dashboard';
import { usePhrasesetsStore } from './phrasesets';
import { usePlayerStore } from './player';
import { useRewardsStore } from './rewards';
import { useRoundStore } from './round';
import { useSessionStore } from './session';
import { useTutorialStore } from './tutorial';

export function clearPlayerState(): void {
  useDashboardStore.getState().reset();
  usePlayerStore.getState().reset();
  useRoundStore.getState().reset();
  useTutorialStore.getState().reset();
  useRewardsStore.getState().reset();
  usePhrasesetsStore.getState().reset();
  useSessionStore.getState().signedOut();
  resetServerClock();
}

export async function logout(): Promise<void> {
  await call('session:logout');
  clearPlayerState();
}
