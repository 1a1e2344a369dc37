import { useEffect, useState } from 'react';

// Two readings of the OS's motion setting:
// - prefersReducedMotion / useReducedMotion (the results reveal): motion only when the setting
//   says it is welcome; where it cannot be read (no matchMedia, as in a test DOM) the final
//   state shows, as with reduced motion;
// - askedForReducedMotion (the 500 ms counting of docs/product.md#timings-and-limits): still only
// when
//   the player asked for it.
const MOTION_OK = '(prefers-reduced-motion: no-preference)';
const MOTION_REDUCED = '(prefers-reduced-motion: reduce)';

function query(text: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(text) : null;
}

/** True unless the OS says motion is welcome. */
export function prefersReducedMotion(): boolean {
  return !(query(MOTION_OK)?.matches ?? false);
}

/** True only when the OS says the player asked for less motion. */
export function askedForReducedMotion(): boolean {
  return query(MOTION_REDUCED)?.matches ?? false;
}

/** prefersReducedMotion, followed while mounted. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    const media = query(MOTION_OK);
    if (!media) return;
    const follow = () => setReduced(!media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return reduced;
}
