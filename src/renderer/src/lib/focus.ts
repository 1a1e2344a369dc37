// Where keyboard focus goes when the control that held it goes away (a closed card or toast, a
// dismissed error, a claimed reward): somewhere on the screen, never the page body, from which
// the next Tab starts again at the top of the window.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Focuses `element` by script without adding a Tab stop (tabindex -1 where it has none). */
export function focusQuietly(element: HTMLElement | null | undefined): void {
  if (!element) return;
  if (!element.hasAttribute('tabindex') && !element.matches(FOCUSABLE))
    element.setAttribute('tabindex', '-1');
  element.focus();
}

/** The current screen's main heading takes focus (what FocusOnNavigate does on a new screen). */
export function focusMainHeading(): void {
  focusQuietly(document.querySelector<HTMLElement>('main h1'));
}

/** Whether focus has fallen to the page body (its control was removed or disabled). */
export function focusLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/**
 * The first control after `element` in its form, section or main content: e.g. the field an
 * error message above it is about.
 */
export function nextFocusable(element: HTMLElement): HTMLElement | null {
  const scope = element.closest('form, section, main') ?? document.body;
  for (const candidate of scope.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate)) continue;
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)
      return candidate;
  }
  return null;
}
