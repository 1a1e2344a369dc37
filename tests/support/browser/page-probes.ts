// Looking into the page at the instant something happens, and making the bridge fail: what a
// player would notice but a later read could miss (a header that catches up a moment too late,
// a card over a button, a screen after a failed load).
import type { Page } from 'playwright-core';

/** What the header said, read in the page the moment an element first appeared. */
export interface HeaderSnapshot {
  /** The balance label, e.g. "Balance 4,900 FC". */
  balance: string | null;
  /** The numbers of the header's in-progress counters (links to tracking). */
  inProgress: number[];
  /** The texts of the `read` elements at that same moment. */
  texts: string[];
}

/**
 * Starts watching for the first element matching `selector` whose text matches `pattern` (a
 * regular expression's source), and resolves with the header (and the texts of `read`) as
 * they were in that same DOM state. Start it before the action that shows the element (do
 * not await it first), then await it.
 */
export function headerWhenShown(
  page: Page,
  selector: string,
  pattern = '',
  read = '',
): Promise<HeaderSnapshot> {
  return page.evaluate(
    ([css, source, readCss]) =>
      new Promise<HeaderSnapshot>((resolve) => {
        const wanted = new RegExp(source);
        const snapshot = (): HeaderSnapshot => ({
          balance: document.querySelector('.header__balance')?.getAttribute('aria-label') ?? null,
          inProgress: [...document.querySelectorAll('header a[href="#/tracking"]')].map((link) =>
            Number((link.textContent ?? '').replace(/\D/g, '')),
          ),
          texts: readCss
            ? [...document.querySelectorAll(readCss)].map((element) => element.textContent ?? '')
            : [],
        });
        const found = () =>
          [...document.querySelectorAll(css)].some((element) =>
            wanted.test(element.textContent ?? ''),
          );
        if (found()) return resolve(snapshot());
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(snapshot());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    [selector, pattern, read] as const,
  );
}

/** "Balance 4,900 FC" as 4900. */
export function balanceOf(snapshot: HeaderSnapshot): number {
  const match = /([\d,]+) FC/.exec(snapshot.balance ?? '');
  if (!match) throw new Error(`no balance in the header (label: ${snapshot.balance})`);
  return Number(match[1]!.replaceAll(',', ''));
}

declare global {
  interface Window {
    __copycatRealInvoke?: (channel: string, args: unknown) => Promise<unknown>;
    __copycatReleaseHeld?: () => void;
  }
}

/**
 * The page's calls on `channels` fail as if the connection dropped (`hold`: they first hang
 * until releaseHeldCalls, so a screen's loading state can be seen). Other calls go through.
 */
export async function breakCalls(
  page: Page,
  channels: readonly string[],
  options: { hold?: boolean } = {},
): Promise<void> {
  await page.evaluate(
    ([names, hold]) => {
      const real = window.__copycatRealInvoke ?? window.__copycatInvoke!;
      window.__copycatRealInvoke = real;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      window.__copycatReleaseHeld = release;
      window.__copycatInvoke = async (channel, args) => {
        if (!names.includes(channel)) return real(channel, args);
        if (hold) await held;
        return { ok: false, error: { status: 0, code: null, message: 'fetch failed' } };
      };
    },
    [channels, options.hold ?? false] as const,
  );
}

export async function releaseHeldCalls(page: Page): Promise<void> {
  await page.evaluate(() => window.__copycatReleaseHeld?.());
}

/** Every call goes to the core again. */
export async function repairCalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__copycatRealInvoke) window.__copycatInvoke = window.__copycatRealInvoke;
  });
}

/** Where the tutorial card overlaps any of the elements it must leave visible. */
export interface CardCheck {
  /** Selectors of present elements the card overlaps. */
  covered: string[];
  /** Selectors given that matched nothing on the page. */
  missing: string[];
  /** The card lies wholly inside the window. */
  inWindow: boolean;
}

export function tutorialCardCheck(page: Page, selectors: readonly string[]): Promise<CardCheck> {
  return page.evaluate((wanted) => {
    const card = document.querySelector('.tutorial-card')?.getBoundingClientRect();
    if (!card) return { covered: ['(no tutorial card)'], missing: [], inWindow: false };
    const covered: string[] = [];
    const missing: string[] = [];
    for (const selector of wanted) {
      const elements = [...document.querySelectorAll(selector)];
      if (elements.length === 0) missing.push(selector);
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        const width = Math.min(card.right, box.right) - Math.max(card.left, box.left);
        const height = Math.min(card.bottom, box.bottom) - Math.max(card.top, box.top);
        if (width > 0 && height > 0) covered.push(selector);
      }
    }
    const inWindow =
      card.top >= 0 &&
      card.left >= 0 &&
      card.bottom <= window.innerHeight &&
      card.right <= window.innerWidth;
    return { covered, missing, inWindow };
  }, selectors);
}

declare global {
  interface Window {
    __copycatAnswerSnapshot?: Promise<HeaderSnapshot>;
  }
}

/**
 * The next answer to `channel` reaches the renderer two frames late, and the header is read
 * just before it does: whatever the header shows then came with the answer or before it (a
 * push), not from a refresh the renderer asks for once it has the answer. Returns a function
 * that gives that reading once the call has been made.
 */
export async function headerAtAnswer(
  page: Page,
  channel: string,
): Promise<() => Promise<HeaderSnapshot>> {
  await page.evaluate((wanted) => {
    const real = window.__copycatInvoke!;
    let settle: (snapshot: HeaderSnapshot) => void = () => undefined;
    window.__copycatAnswerSnapshot = new Promise((resolve) => {
      settle = resolve;
    });
    window.__copycatInvoke = async (name, args) => {
      const answer = await real(name, args);
      if (name !== wanted) return answer;
      window.__copycatInvoke = real;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      settle({
        balance: document.querySelector('.header__balance')?.getAttribute('aria-label') ?? null,
        inProgress: [...document.querySelectorAll('header a[href="#/tracking"]')].map((link) =>
          Number((link.textContent ?? '').replace(/\D/g, '')),
        ),
        texts: [],
      });
      return answer;
    };
  }, channel);
  return () => page.evaluate(() => window.__copycatAnswerSnapshot!);
}
