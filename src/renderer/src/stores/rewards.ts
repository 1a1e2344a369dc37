// How many quests wait to be claimed: lights the header's reward chest together with the
// daily bonus flag. Reloaded when the dashboard changes, never polled on its own.
import { create } from 'zustand';
import { callInSession } from '../lib/api';

interface RewardsState {
  claimableCount: number;
  loadClaimable: () => Promise<void>;
  setClaimableCount: (count: number) => void;
  reset: () => void;
}

export const useRewardsStore = create<RewardsState>()((set) => ({
  claimableCount: 0,
  loadClaimable: async () => {
    const result = await callInSession('quests:claimable');
    if (result?.ok) set({ claimableCount: result.data.length });
  },
  setClaimableCount: (claimableCount) => set({ claimableCount }),
  reset: () => set({ claimableCount: 0 }),
}));
