// The embedded game server's process as main reports it: the app shows that it reconnects while
// the server restarts after a crash.
import { create } from 'zustand';
import type { EmbeddedServerStatus } from '../../../shared/ipc/events';

interface ServerStatusState {
  status: EmbeddedServerStatus;
  set: (status: EmbeddedServerStatus) => void;
}

export const useServerStatusStore = create<ServerStatusState>()((set) => ({
  // A page that loads before any report talks to a server that is starting or up.
  status: 'ready',
  set: (status) => set({ status }),
}));
