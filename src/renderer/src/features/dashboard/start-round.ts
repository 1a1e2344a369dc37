// Starting a round (docs/product.md#round-flow): set the active round, trigger a dashboard refresh,
// and let the caller navigate to the round screen. Returns an error message or null.
import type { RoundType } from '../../../../shared/api';
import { call } from '../../lib/api';
import { messageFor, SCREEN_MESSAGES } from '../../lib/errors';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';
import { useTutorialStore } from '../../stores/tutorial';

const FAILURE: Record<RoundType, string> = {
  prompt: SCREEN_MESSAGES.startPrompt,
  copy: SCREEN_MESSAGES.startCopy,
  vote: SCREEN_MESSAGES.startVote,
};

async function invokeStart(type: RoundType) {
  switch (type) {
    case 'prompt': {
      const result = await call('rounds:startPrompt');
      if (result.ok) useRoundStore.getState().started('prompt', result.data);
      return result;
    }
    case 'copy': {
      const result = await call('rounds:startCopy');
      if (result.ok) useRoundStore.getState().started('copy', result.data);
      return result;
    }
    case 'vote': {
      const result = await call('rounds:startVote');
      if (result.ok) useRoundStore.getState().started('vote', result.data);
      return result;
    }
  }
}

export async function startRound(type: RoundType): Promise<string | null> {
  const result = await invokeStart(type);
  if (!result.ok) return messageFor(result.error, FAILURE[type]);
  void useDashboardStore.getState().refresh();
  void useTutorialStore.getState().roundStarted(type);
  return null;
}
