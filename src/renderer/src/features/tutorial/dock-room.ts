// While the tutorial card is docked at the window's bottom edge, the page gets that much room
// below its content and scrolls what the step explains above the card, so the card never
// covers it.
import { findTarget, KEEP_VISIBLE_SELECTOR } from './use-target-box';

/** Space between the docked card and the window's edge, and around what it explains. */
export const DOCK_MARGIN = 12;

export function reserveDockRoom(cardHeight: number): () => void {
  const room = `${cardHeight + 2 * DOCK_MARGIN}px`;
  const { body, documentElement } = document;
  body.style.paddingBottom = room;
  documentElement.style.scrollPaddingBottom = room;
  return () => {
    body.style.paddingBottom = '';
    documentElement.style.scrollPaddingBottom = '';
  };
}

/** The sticky header's bottom edge: nothing is visible above it. */
function headerBottom(): number {
  return document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
}

/**
 * Scrolls so the target and the elements to keep visible sit between the header and the
 * docked card. When they are taller than that space their bottom edge still clears the card
 * (their top slides under the header instead): the card never covers them.
 */
export function revealAboveDock(targets: readonly string[], cardHeight: number): void {
  const elements = [findTarget(targets), ...document.querySelectorAll(KEEP_VISIBLE_SELECTOR)];
  const rects = elements.flatMap((element) => (element ? [element.getBoundingClientRect()] : []));
  if (rects.length === 0) return;
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const visibleTop = headerBottom() + DOCK_MARGIN;
  const visibleBottom = window.innerHeight - cardHeight - 2 * DOCK_MARGIN;
  let by = 0;
  if (bottom > visibleBottom) by = bottom - visibleBottom;
  else if (top < visibleTop) by = Math.max(top - visibleTop, bottom - visibleBottom);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}
