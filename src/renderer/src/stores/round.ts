// The player's active round. Only a round whose status is 'active' is kept
// (docs/product.md#round-flow); the round screens and the dashboard banner read it from here.
import { create } from 'zustand';
import type {
  CopyRoundState,
  CurrentRound,
  PromptRoundState,
  RoundType,
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
  VoteRoundState,
} from '../../../shared/api';
import { callInSession } from '../lib/api';
import { serverNow } from '../lib/server-clock';

export type ActiveRound =
  | { type: 'prompt'; state: PromptRoundState }
  | { type: 'copy'; state: CopyRoundState }
  | { type: 'vote'; state: VoteRoundState };

export type StartResponse<T extends RoundType> = T extends 'prompt'
  ? StartPromptResponse
  : T extends 'copy'
    ? StartCopyResponse
    : StartVoteResponse;

/** A round that ran out of time without a submission, once the server has closed it. */
export interface LapsedRound {
  type: RoundType;
  /** What starting it cost; null for a vote round (its state carries no cost). */
  cost: number | null;
}

interface RoundState {
  round: ActiveRound | null;
  /** The last round that ran out and was closed by the server, until dismissed or a new start. */
  lapsed: LapsedRound | null;
  /** The countdown ran out locally (the server may still count a few seconds of grace). */
  expired: boolean;
  /** Whether the server has told us about the current round since start-up. */
  synced: boolean;
  /** A submission or vote is on its way: the round leaving the server's answer is not a lapse. */
  submitting: boolean;
  syncFromServer: (current: CurrentRound) => void;
  started: <T extends RoundType>(type: T, response: StartResponse<T>) => void;
  markExpired: () => void;
  dismissLapsed: () => void;
  setSubmitting: (submitting: boolean) => void;
  /** The round was submitted: it is no longer active. */
  finished: () => void;
  loadCurrent: () => Promise<void>;
  reset: () => void;
}

function fromCurrent(current: CurrentRound): ActiveRound | null {
  if (current.round_type === null || current.state.status !== 'active') return null;
  switch (current.round_type) {
    case 'prompt':
      return { type: 'prompt', state: current.state };
    case 'copy':
      return { type: 'copy', state: current.state };
    case 'vote':
      return { type: 'vote', state: current.state };
  }
}

function fromStart<T extends RoundType>(type: T, response: StartResponse<T>): ActiveRound {
  // Start responses omit the status (and the prompt's feedback): a just-started round is active.
  if (type === 'prompt')
    return {
      type: 'prompt',
      state: { ...(response as StartPromptResponse), status: 'active', feedback_type: null },
    };
  if (type === 'copy')
    return { type: 'copy', state: { ...(response as StartCopyResponse), status: 'active' } };
  return { type: 'vote', state: { ...(response as StartVoteResponse), status: 'active' } };
}

/**
 * The round the server no longer reports, if it went away because its time ran out (a
 * submitted round is cleared by `finished` before the server's answer arrives).
 */
function lapsedFrom(previous: ActiveRound | null, serverTime: number): LapsedRound | null {
  if (!previous || Date.parse(previous.state.expires_at) > serverTime) return null;
  return { type: previous.type, cost: previous.type === 'vote' ? null : previous.state.cost };
}

export const useRoundStore = create<RoundState>()((set, get) => ({
  round: null,
  lapsed: null,
  expired: false,
  synced: false,
  submitting: false,
  syncFromServer: (current) => {
    const previous = get().round;
    const round = fromCurrent(current);
    const sameRound = round !== null && round.state.round_id === previous?.state.round_id;
    const lapsed = sameRound || get().submitting ? null : lapsedFrom(previous, serverNow());
    set({
      round,
      expired: sameRound ? get().expired : false,
      synced: true,
      lapsed: lapsed ?? get().lapsed,
    });
  },
  started: (type, response) =>
    set({ round: fromStart(type, response), expired: false, synced: true, lapsed: null }),
  markExpired: () => set({ expired: true }),
  dismissLapsed: () => set({ lapsed: null }),
  setSubmitting: (submitting) => set({ submitting }),
  finished: () => set({ round: null, expired: false, synced: true, submitting: false }),
  loadCurrent: async () => {
    const result = await callInSession('player:currentRound');
    if (!result) return;
    if (result.ok) get().syncFromServer(result.data);
    else set({ synced: true });
  },
  reset: () => set({ round: null, lapsed: null, expired: false, synced: false, submitting: false }),
}));
