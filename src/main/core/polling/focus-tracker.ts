// Whether the window counts as unfocused for polling: only after it has lost focus for a
// while (FOCUS_RULES.unfocusedAfterMs), so a quick switch away does not slow anything down.
import type { Timers, TimerHandle } from '../ports';
import { FOCUS_RULES } from './poll-policies';

export interface FocusTracker {
  setFocused(focused: boolean): void;
  isFocused(): boolean;
  isUnfocused(): boolean;
  dispose(): void;
}

export function createFocusTracker(options: {
  timers: Timers;
  onSlowdownChange: () => void;
}): FocusTracker {
  const { timers, onSlowdownChange } = options;
  let focused = true;
  let unfocused = false;
  let timer: TimerHandle | undefined;

  const clearTimer = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  return {
    setFocused(next) {
      if (next === focused) return;
      focused = next;
      clearTimer();
      if (focused) {
        if (unfocused) {
          unfocused = false;
          onSlowdownChange();
        }
        return;
      }
      timer = timers.setTimeout(() => {
        timer = undefined;
        unfocused = true;
        onSlowdownChange();
      }, FOCUS_RULES.unfocusedAfterMs);
    },
    isFocused: () => focused,
    isUnfocused: () => unfocused,
    dispose: clearTimer,
  };
}
