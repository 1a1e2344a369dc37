// A server clock that runs in real time but can be moved forward: rounds still last their real
// length (the renderer's countdowns read the browser's clock), while a scenario can jump the
// server past a voting window or into the next day.
import type { TestClock } from '../../../src/server/clock';

export function createShiftedClock(): TestClock {
  let offsetMs = 0;
  // The server's jobs sleep until deadlines read on this clock: a jump wakes them.
  const listeners = new Set<() => void>();
  const moved = () => {
    for (const listener of listeners) listener();
  };
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
      moved();
    },
    set: (date) => {
      offsetMs = date.getTime() - Date.now();
      moved();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
