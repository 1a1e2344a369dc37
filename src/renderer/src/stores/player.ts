// The signed-in player's profile and balance: fed by dashboard loads and `balance:updated`.
import { create } from 'zustand';
import type { Player } from '../../../shared/api';
import { call } from '../lib/api';

interface PlayerState {
  player: Player | null;
  setPlayer: (player: Player) => void;
  load: () => Promise<void>;
  reset: () => void;
}

export const usePlayerStore = create<PlayerState>()((set) => ({
  player: null,
  setPlayer: (player) => set({ player }),
  load: async () => {
    const result = await call('player:balance');
    if (result.ok) set({ player: result.data });
  },
  reset: () => set({ player: null }),
}));
