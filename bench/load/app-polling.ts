// The desktop app's background polling for one signed-in player: the dashboard with the
// claimable quests every minute, the balance every three minutes (scaled). Each poller starts
// at a random point of its interval, as players do not all sign in at the same instant.
import type { Quest } from '../../src/shared/api';
import { APP_POLLING_MS, type TimeScale } from './app-timings';
import type { GameApi } from './game-api';

export interface AppPolling {
  /** The claimable quests of the latest poll (the header's reward chest). */
  claimableQuests: Quest[];
  /** Quests this player has claimed (the app hides a quest once its claim is sent). */
  claimed: Set<string>;
  stop(): void;
}

export function startAppPolling(api: GameApi, scale: TimeScale, random: () => number): AppPolling {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const polling: AppPolling = {
    claimableQuests: [],
    claimed: new Set(),
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };

  const every = (intervalMs: number, poll: () => Promise<void>) => {
    const schedule = (delayMs: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopped) return;
        void poll().finally(() => {
          if (!stopped) schedule(intervalMs);
        });
      }, delayMs);
      timers.add(timer);
    };
    schedule(intervalMs * random());
  };

  every(scale.ms(APP_POLLING_MS.dashboard), async () => {
    const [, quests] = await Promise.all([api.dashboard(), api.claimableQuests()]);
    // A poll that started before a claim finished still lists that quest: skip it.
    if (quests.ok)
      polling.claimableQuests = quests.data.filter((quest) => !polling.claimed.has(quest.quest_id));
  });
  every(scale.ms(APP_POLLING_MS.balance), async () => {
    await api.balance();
  });
  return polling;
}
