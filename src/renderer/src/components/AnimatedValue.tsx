import { useEffect, useRef, useState } from 'react';
import { askedForReducedMotion } from '../lib/reduced-motion';

export const ANIMATION_MS = 500;

interface AnimatedValueProps {
  value: number;
  format?: (value: number) => string;
  className?: string;
}

/**
 * Counts smoothly from the previous value to the new one over 500 ms (e.g. the balance); with
 * reduced motion it shows the new value at once.
 */
export function AnimatedValue({ value, format = String, className }: AnimatedValueProps) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);

  useEffect(() => {
    const start = from.current;
    if (start === value) return;
    // No counting when the player asked the OS for less motion: the new value at once.
    if (askedForReducedMotion()) {
      from.current = value;
      setShown(value);
      return;
    }
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / ANIMATION_MS);
      const current = Math.round(start + (value - start) * progress);
      from.current = current;
      setShown(current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return <span className={className}>{format(shown)}</span>;
}
