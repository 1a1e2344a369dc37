// The quest progress bar: full once the target is reached, pulsing when nearly there.
import type { Quest } from '../../../../shared/api';

/** From this share of the target on, an unclaimed quest's bar pulses to draw the eye. */
export const PULSE_FROM_PERCENT = 80;

/** Whole percent 0-100; a reached (or zero) target is always exactly 100. */
export function progressPercent(current: number, target: number): number {
  if (target <= 0 || current >= target) return 100;
  return Math.max(0, Math.floor((current / target) * 100));
}

/** A claimed quest is done with: its bar stays still. */
export function shouldPulse(
  quest: Pick<Quest, 'status' | 'progress_current' | 'progress_target'>,
): boolean {
  return (
    quest.status !== 'claimed' &&
    progressPercent(quest.progress_current, quest.progress_target) >= PULSE_FROM_PERCENT
  );
}
