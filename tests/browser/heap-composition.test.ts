// The heap composition the desktop benchmark prints beside the renderer's heap (issue #20, item
// 5) tells a page that keeps objects from V8 compiling hot code: each grows its own part.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_MISSING_NOTICE,
  chromiumAvailable,
  launchChromium,
} from '../support/browser/chromium';
import { readHeapComposition } from '../support/browser/heap-composition';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

const MIB = 2 ** 20;

describe.skipIf(!available)('the heap composition of a page (browser)', () => {
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext()).newPage();
    await page.setContent('<!doctype html><title>Heap</title><p>Heap</p>');
    cdp = await page.context().newCDPSession(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books kept objects as objects, and hot functions as code', async () => {
    const start = await readHeapComposition(cdp);

    // 200,000 small objects kept from the page's global: several MiB of objects, no code.
    await page.evaluate(() => {
      (globalThis as { kept?: unknown }).kept = Array.from({ length: 200_000 }, (_, i) => ({ i }));
    });
    const keeping = await readHeapComposition(cdp);
    expect(keeping.objects - start.objects).toBeGreaterThan(2 * MIB);
    expect(keeping.code - start.code).toBeLessThan(0.25 * MIB);

    // The objects let go, and 200 distinct functions run until V8 compiles them to machine code.
    await page.evaluate(() => {
      delete (globalThis as { kept?: unknown }).kept;
      const hot: Array<(n: number) => number> = [];
      for (let f = 0; f < 200; f += 1) {
        const fn = new Function(
          'n',
          `let sum = ${f}; for (let i = 0; i < n; i += 1) sum = (sum * 31 + i * ${f + 1}) % 1000003; return sum;`,
        ) as (n: number) => number;
        for (let call = 0; call < 200; call += 1) fn(2_000);
        hot.push(fn);
      }
      (globalThis as { hot?: unknown }).hot = hot;
    });
    const compiled = await readHeapComposition(cdp);
    expect(compiled.code - keeping.code).toBeGreaterThan(0.1 * MIB);
    expect(Math.abs(compiled.objects - start.objects)).toBeLessThan(MIB);
  });
});
