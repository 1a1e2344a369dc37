import { useEffect, useState } from 'react';
import type { Box } from './placement';

function findTarget(targets: readonly string[]): Element | null {
  for (const name of targets) {
    const element = document.querySelector(`[data-tutorial="${name}"]`);
    if (element) return element;
  }
  return null;
}

function sameBox(a: Box | null, b: Box | null): boolean {
  return (
    a === b ||
    (a !== null &&
      b !== null &&
      a.top === b.top &&
      a.left === b.left &&
      a.width === b.width &&
      a.height === b.height)
  );
}

/**
 * The window-relative box of the first target present, kept current as screens load (DOM
 * changes), the window resizes or the page scrolls. Event-driven: no timers.
 */
export function useTargetBox(targets: readonly string[], enabled: boolean): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  const key = targets.join('|');

  useEffect(() => {
    if (!enabled) {
      setBox(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const rect = findTarget(key ? key.split('|') : [])?.getBoundingClientRect();
        const next = rect
          ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
          : null;
        setBox((previous) => (sameBox(previous, next) ? previous : next));
      });
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [key, enabled]);

  return box;
}
