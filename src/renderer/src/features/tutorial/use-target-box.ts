import { useEffect, useState } from 'react';
import type { Box } from './placement';

/** Elements a card must leave visible besides its target carry this attribute. */
export const KEEP_VISIBLE_SELECTOR = '[data-tutorial-keep]';

export interface TargetBoxes {
  target: Box | null;
  /** What else the step explains on this screen (the vote's prompt, timer and result). */
  keep: Box[];
}

const NONE: TargetBoxes = { target: null, keep: [] };

export function findTarget(targets: readonly string[]): Element | null {
  for (const name of targets) {
    const element = document.querySelector(`[data-tutorial="${name}"]`);
    if (element) return element;
  }
  return null;
}

function toBox(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
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

function sameBoxes(a: TargetBoxes, b: TargetBoxes): boolean {
  return (
    sameBox(a.target, b.target) &&
    a.keep.length === b.keep.length &&
    a.keep.every((box, index) => sameBox(box, b.keep[index] ?? null))
  );
}

/**
 * The window-relative box of the first target present and of the elements to keep visible,
 * kept current as screens load (DOM changes), the window resizes or the page scrolls.
 * Event-driven: no timers.
 */
export function useTargetBox(targets: readonly string[], enabled: boolean): TargetBoxes {
  const [boxes, setBoxes] = useState<TargetBoxes>(NONE);
  const key = targets.join('|');

  useEffect(() => {
    if (!enabled) {
      setBoxes(NONE);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = findTarget(key ? key.split('|') : []);
        const next: TargetBoxes = element
          ? {
              target: toBox(element),
              keep: [...document.querySelectorAll(KEEP_VISIBLE_SELECTOR)].map(toBox),
            }
          : NONE;
        setBoxes((previous) => (sameBoxes(previous, next) ? previous : next));
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

  return boxes;
}
