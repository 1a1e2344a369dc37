// Where the tutorial card sits in the Tab order. The card is drawn over the page and comes last
// in the DOM, but it is not a modal: by keyboard its buttons come right after the element the
// step highlights (with none on this screen, after the header, before the screen's content), as
// if the card were written there. From the card, Tab goes on to the rest of the page and
// Shift+Tab back to the highlighted control, which the player can then use.
//
// The card's buttons are out of the browser's own order (tabindex -1: it would reach them again
// after the page's last control, where the DOM has them), and Tab is routed only where the order
// wanted differs from the DOM's: within the card, out of it, and into it across its place (or
// round the page's ends, when the card is at one).
import { useEffect, type RefObject } from 'react';
import { MAIN_ID } from '../../components/SkipLink';
import { findTarget } from './use-target-box';

const CANDIDATES = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Whether the browser's Tab key stops at `element`. */
function isTabStop(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]'))
    return false;
  // jsdom lays nothing out and has no checkVisibility: there every element counts as shown.
  return element.checkVisibility?.({ visibilityProperty: true }) ?? true;
}

/** Whether `a` comes before `b` in the document (an ancestor of `b` does). */
function precedes(a: Node, b: Node): boolean {
  return Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_PRECEDING);
}

/** Whether an element of the page comes before the card in the Tab order. */
export type BeforeCard = (element: Element) => boolean;

/** The card right after the highlighted element and everything in it. */
export function afterElement(target: Element): BeforeCard {
  return (element) => target.contains(element) || precedes(element, target);
}

/** The card before the screen's content. */
export function beforeContent(main: Element): BeforeCard {
  return (element) => !main.contains(element) && precedes(element, main);
}

/**
 * Where Tab (Shift+Tab when `backwards`) takes focus from `from` when that is not where the
 * browser would take it; null leaves it to the browser. The desktop window has nothing to take
 * focus past the page (no address bar): with nothing after the card, Tab from its last button
 * comes round to the page's first control, and Shift+Tab from there back to the card.
 */
export function routeTab(
  from: Element,
  backwards: boolean,
  card: HTMLElement,
  beforeCard: BeforeCard,
): HTMLElement | null {
  const buttons = [...card.querySelectorAll('button')].filter((button) => !button.disabled);
  if (buttons.length === 0 || from === document.body || from === document.documentElement)
    return null;
  const page = [...document.body.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => !card.contains(element) && isTabStop(element),
  );
  const lastBefore = page.findLast(beforeCard);
  const firstAfter = page.find((element) => !beforeCard(element));
  if (card.contains(from)) {
    const index = buttons.indexOf(from as HTMLButtonElement);
    if (backwards) return buttons[index - 1] ?? lastBefore ?? page.at(-1) ?? null;
    return buttons[index + 1] ?? firstAfter ?? page[0] ?? null;
  }
  if (backwards) {
    const previous = page.findLast((element) => precedes(element, from));
    const toCard = beforeCard(from)
      ? previous === undefined && firstAfter === undefined
      : previous === undefined || beforeCard(previous);
    return toCard ? buttons.at(-1)! : null;
  }
  const next = page.find((element) => element !== from && precedes(from, element));
  const toCard = beforeCard(from)
    ? next === undefined || !beforeCard(next)
    : next === undefined && lastBefore === undefined;
  return toCard ? buttons[0]! : null;
}

/** Routes Tab around the card while `enabled` (see above). */
export function useCardTabOrder(
  card: RefObject<HTMLElement | null>,
  targets: readonly string[],
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog over the page that keeps focus in itself has handled the key already.
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const element = card.current;
      const from = document.activeElement;
      if (!element || !from) return;
      // Looked up at each key press: screens load, and the highlighted element with them.
      const target = findTarget(targets);
      const main = document.getElementById(MAIN_ID);
      const beforeCard: BeforeCard = target
        ? afterElement(target)
        : main
          ? beforeContent(main)
          : () => true;
      const to = routeTab(from, event.shiftKey, element, beforeCard);
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [card, targets, enabled]);
}
