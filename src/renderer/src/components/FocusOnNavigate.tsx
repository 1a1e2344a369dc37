import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new screen may take to show its heading (lazy chunk, first data). */
const HEADING_WAIT_MS = 5_000;

/** The screen itself (an input it focuses) or a dialog on it already holds focus. */
function focusPlaced(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return Boolean(active.closest('main, [role="dialog"]'));
}

/**
 * After each change of screen, focus goes to the new screen's main heading, so that screen
 * readers announce where the player is and Tab continues from the top of the new content
 * (otherwise focus falls to the page body when the old screen goes away). A screen that
 * focuses something itself, such as the phrase input of a round, keeps it.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const firstScreen = useRef(true);

  useEffect(() => {
    // On start nothing moves: the skip link stays the first stop of the Tab key.
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      if (focusPlaced()) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if (performance.now() - started < HEADING_WAIT_MS)
          frame = requestAnimationFrame(focusHeading);
        return;
      }
      // -1: focusable by script without adding a Tab stop.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    };
    // The old screen's focused control may still be in the page this frame: start on the next.
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
