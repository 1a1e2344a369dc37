// Playing by keyboard alone: what has focus, Tab until a control has it, and whether a focused
// control shows that it has (WCAG 2.4.7: its outline or box shadow differs from unfocused).
import type { Locator, Page } from 'playwright-core';
import { scaledMs } from '../slowness';

/** The focused element as `tag: text` (or its aria-label), '' when it is the page body. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const text = element.getAttribute('aria-label') ?? element.innerText ?? '';
    return `${element.tagName.toLowerCase()}: ${text.trim().replace(/\s+/g, ' ')}`;
  });
}

/** Whether `target` holds the keyboard focus. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses `key` (Tab or Shift+Tab) until `target` has focus; fails after `most` presses. */
export async function tabTo(page: Page, target: Locator, key = 'Tab', most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${String(target)} (focus: ${await focusedElement(page)})`);
}

/**
 * Whether the focused element looks focused: its outline or box shadow differs from how it
 * looks unfocused (read by blurring it for a moment; focus is then put back, and Chromium keeps
 * it keyboard-visible since the last input was a key).
 */
export function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const look = () => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
    };
    const focused = look();
    element.blur();
    const unfocused = look();
    element.focus();
    return focused !== unfocused;
  });
}

/**
 * Every Tab stop from the current focus on, as `focusedElement` describes it, with ' [no
 * focus indicator]' added where `focusShows` is false; stops when focus leaves the page or
 * comes back to the first stop, after `most` at most.
 */
export async function tabStops(page: Page, most = 60): Promise<string[]> {
  const stops: string[] = [];
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedElement(page);
    if (!stop || stop === stops[0]?.replace(' [no focus indicator]', '')) break;
    stops.push((await focusShows(page)) ? stop : `${stop} [no focus indicator]`);
  }
  return stops;
}

/**
 * Reads `read` until it gives `wanted` or `timeoutMs` pass, and returns what it last read: for
 * `expect.soft(await settled(...)).toBe(wanted)`, which reports a wrong focus and lets the
 * scenario go on (the keyboard still gets there, by more presses).
 */
export async function settled<T>(
  read: () => Promise<T>,
  wanted: T,
  timeoutMs = scaledMs(3_000),
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (value !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}
