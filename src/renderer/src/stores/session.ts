// Who is signed in. The tokens themselves live in the main process; the renderer only
// knows whether a session exists and whose it is.
import { create } from 'zustand';
import type { SessionInfo } from '../../../shared/ipc';
import { beginSessionEpoch, call } from '../lib/api';

export type SessionStatus = 'checking' | 'anonymous' | 'authenticated';

interface SessionState {
  status: SessionStatus;
  info: SessionInfo | null;
  /** Asks main whether a stored session survives from a previous run. */
  restore: () => Promise<void>;
  signedIn: (info: SessionInfo) => void;
  signedOut: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'checking',
  info: null,
  restore: async () => {
    const result = await call('session:get');
    const info = result.ok ? result.data : null;
    set({ status: info ? 'authenticated' : 'anonymous', info });
  },
  signedIn: (info) => {
    beginSessionEpoch();
    set({ status: 'authenticated', info });
  },
  signedOut: () => {
    beginSessionEpoch();
    set({ status: 'anonymous', info: null });
  },
}));
