import { useCallback, useEffect, useMemo, useState } from 'react';
import { revealSteps, type RevealFrame } from './reveal-timeline';
import { useReducedMotion } from '../../../lib/reduced-motion';

export interface Reveal {
  frame: RevealFrame;
  /** True while the reveal plays; false when it was skipped or motion is reduced. */
  animated: boolean;
  /** Jumps to the final state (the Skip button; also what reduced motion shows at once). */
  skip: () => void;
}

/**
 * Plays the reveal of one result once per `key` (a newly opened result starts over). Only
 * timers change what is shown: nothing waits on them, so every button works throughout.
 * With reduced motion the final state shows from the first render.
 */
export function useReveal(key: string, totalVotes: number): Reveal {
  const reduced = useReducedMotion();
  const steps = useMemo(() => revealSteps(totalVotes), [totalVotes]);
  const final = steps[steps.length - 1]!.frame;
  const [played, setPlayed] = useState<{ key: string; frame: RevealFrame } | null>(null);
  const skipped = useSkipped(key);

  useEffect(() => {
    if (reduced || skipped.is) return;
    const timers = steps.map((step) =>
      window.setTimeout(() => setPlayed({ key, frame: step.frame }), step.atMs),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [key, steps, reduced, skipped.is]);

  const showFinal = reduced || skipped.is;
  // Before the first timer fires for this key, show the opening frame, not the last result's.
  const frame = showFinal ? final : played?.key === key ? played.frame : steps[0]!.frame;
  return { frame, animated: !showFinal, skip: skipped.skip };
}

/** Whether the player skipped the reveal of this key. */
function useSkipped(key: string): { is: boolean; skip: () => void } {
  const [skippedKey, setSkippedKey] = useState<string | null>(null);
  const skip = useCallback(() => setSkippedKey(key), [key]);
  return { is: skippedKey === key, skip };
}
