// Layout checks for one window size: a full-page screenshot under test-output/screens/, and the
// problems a player would see — text cut by a box that hides its overflow, content pushed
// outside the window sideways, controls lying on top of one another or touching, a header on two
// rows, and an amount of coins or a heading's word broken across lines.
import type { Page } from 'playwright-core';
import { WINDOW_SIZE } from '../../../src/main/core/window-state';
import type { AppHarness } from './app-harness';
import { settleAnimations } from './settle';

/** The app's smallest window (its BrowserWindow minimum) and a full-HD screen. */
export const WINDOW_SIZES = [
  { width: WINDOW_SIZE.minWidth, height: WINDOW_SIZE.minHeight },
  { width: 1920, height: 1080 },
] as const;

/** Runs in the page: one line per problem found. */
function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const html = element as HTMLElement;
    const name = element.getAttribute('aria-label') ?? html.innerText ?? '';
    const classes = typeof html.className === 'string' ? html.className.split(' ')[0] : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name.trim().slice(0, 40)}"`;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = element.getBoundingClientRect();
    // Visually hidden text for screen readers is a 1px clipped box: not a layout problem.
    return box.width > 2 && box.height > 2;
  };
  // Inside a box that scrolls sideways, content may lie outside the window on purpose.
  const scrollsSideways = (element: Element) => {
    for (let up = element.parentElement; up; up = up.parentElement) {
      const overflowX = getComputedStyle(up).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
    return false;
  };
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    problems.push(`the page scrolls sideways (${root.scrollWidth}px in ${root.clientWidth}px)`);

  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (!shown(element) || element.closest('svg, .skip-link')) continue;
    const style = getComputedStyle(element);
    const html = element as HTMLElement;
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    // Text shortened on purpose, with an ellipsis and its whole text in the tooltip, is not cut
    // (innerText lays the page out: asked only of a box that does hide some of its text).
    const shortened = () =>
      style.textOverflow === 'ellipsis' && html.title.includes(html.innerText.trim());
    if (hides(style.overflowX) && html.scrollWidth > html.clientWidth + 1 && !shortened())
      problems.push(
        `cut sideways: ${describe(element)} (${html.scrollWidth}px in ${html.clientWidth}px)`,
      );
    if (hides(style.overflowY) && html.scrollHeight > html.clientHeight + 1)
      problems.push(
        `cut at the bottom: ${describe(element)} (${html.scrollHeight}px in ${html.clientHeight}px)`,
      );
    const box = element.getBoundingClientRect();
    if ((box.left < -1 || box.right > root.clientWidth + 1) && !scrollsSideways(element))
      problems.push(
        `outside the window: ${describe(element)} (${Math.round(box.left)}..${Math.round(box.right)})`,
      );
  }

  // An amount of coins reads as one word: never broken across two lines.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    for (const amount of (node.textContent ?? '').matchAll(/\d[\d,]* FC/g)) {
      const range = document.createRange();
      range.setStart(node, amount.index);
      range.setEnd(node, amount.index + amount[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`coins broken across lines: "${amount[0]}"`);
    }
  }

  // A heading breaks between its words, never inside one: a name split in two reads as two
  // words (a phrase or a prompt in a list may break anywhere, a heading has room to fit).
  for (const heading of Array.from(document.body.querySelectorAll('h1, h2, h3')).filter(shown)) {
    const words = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) problems.push(`a heading's word broken across lines: "${word[0]}"`);
      }
    }
  }

  // The header keeps to one row: its items all sit on one line (their boxes overlap vertically).
  const headerItems = Array.from(
    document.querySelectorAll('.header__left > *, .header__right > *'),
  ).filter(shown);
  const lowestTop = Math.max(...headerItems.map((item) => item.getBoundingClientRect().top));
  const highestBottom = Math.min(...headerItems.map((item) => item.getBoundingClientRect().bottom));
  if (headerItems.length > 0 && lowestTop >= highestBottom)
    problems.push(`the header takes more than one row (${Math.round(lowestTop)}px down)`);

  // Every control counts, the error toast's and those under it too: the toast takes its own
  // room at the top of the screen rather than floating over the page.
  const controls = Array.from(
    document.body.querySelectorAll(
      'a[href], button, input, select, textarea, [role="tab"], [role="button"], [role="switch"]',
    ),
  ).filter((element) => shown(element) && !element.closest('.skip-link'));
  // A control in a pinned box (the sticky header) meets the page's controls as it scrolls by.
  const pinnedBox = (element: Element) => {
    for (let up: Element | null = element; up; up = up.parentElement) {
      const position = getComputedStyle(up).position;
      if (position === 'sticky' || position === 'fixed') return up;
    }
    return null;
  };
  const pinned = controls.map(pinnedBox);
  for (let one = 0; one < controls.length; one += 1) {
    for (let other = one + 1; other < controls.length; other += 1) {
      const [a, b] = [controls[one]!, controls[other]!];
      if (a.contains(b) || b.contains(a)) continue;
      const [boxA, boxB] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
      const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
      const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
      // More than a shared border: the two really lie on one another.
      if (width > 2 && height > 2) problems.push(`overlap: ${describe(a)} and ${describe(b)}`);
      // Side by side or one above the other with no room between: they read as one control
      // and a slip of the pointer lands on the wrong one. Their gap is then under 4px.
      else if (
        ((width > 2 && height > -4) || (height > 2 && width > -4)) &&
        pinned[one] === pinned[other]
      )
        problems.push(`no room between: ${describe(a)} and ${describe(b)}`);
    }
  }
  return problems;
}

/**
 * Looks at the page at each window size (screenshots named `<state>-<width>x<height>`), then
 * gives the window its size back. Returns the problems found, each prefixed with state and size.
 */
export async function layoutProblems(
  harness: AppHarness,
  page: Page,
  state: string,
): Promise<string[]> {
  const before = page.viewportSize();
  const found: string[] = [];
  for (const size of WINDOW_SIZES) {
    await page.setViewportSize(size);
    await settleAnimations(page);
    // The layout reacts to the new size in the next frames (resize listeners, measured boxes).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await harness.screenshot(page, `${state}-${size.width}x${size.height}`);
    const problems = await page.evaluate(findLayoutProblems);
    found.push(...problems.map((problem) => `${state} @${size.width}x${size.height}: ${problem}`));
  }
  if (before) await page.setViewportSize(before);
  return found;
}
