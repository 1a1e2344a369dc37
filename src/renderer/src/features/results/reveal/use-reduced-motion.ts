import { useEffect, useState } from 'react';

// Motion only when the environment says it is welcome: where the preference cannot be read
// (no matchMedia, as in a test DOM), the final state shows, as with reduced motion.
const MOTION_OK = '(prefers-reduced-motion: no-preference)';

function motionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(MOTION_OK) : null;
}

/** The same answer outside React (for one-off animations). */
export function prefersReducedMotion(): boolean {
  return !(motionQuery()?.matches ?? false);
}

/** Whether the player asked the OS for less motion; follows the setting while mounted. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    const media = motionQuery();
    if (!media) return;
    const follow = () => setReduced(!media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return reduced;
}
