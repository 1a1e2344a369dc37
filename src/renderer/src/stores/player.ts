// The signed-in player's profile and balance: fed by dashboard loads and `balance:updated`.
import { create } from 'zustand';
import type { Player } from '../../../shared/api';
import { callInSession } from '../lib/api';

interface PlayerState {
  player: Player | null;
  setPlayer: (player: Player) => void;
  /** A coin movement's answer named the new balance: the header shows it at once. */
  setBalance: (balance: number) => void;
  load: () => Promise<void>;
  reset: () => void;
}

export const usePlayerStore = create<PlayerState>()((set, get) => ({
  player: null,
  setPlayer: (player) => set({ player }),
  setBalance: (balance) => {
    const { player } = get();
    if (player && player.balance !== balance) set({ player: { ...player, balance } });
  },
  load: async () => {
    const result = await callInSession('player:balance');
    if (result?.ok) set({ player: result.data });
  },
  reset: () => set({ player: null }),
}));
