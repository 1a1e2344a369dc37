// The accessibility check the browser suites rely on finds what it must: a field without a
// label, text whose contrast fails in one colour scheme only, and an image without a text
// inside a frame of the page. A check that found nothing would pass every screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, expectNoAxeViolations } from '../support/browser/axe';
import {
  CHROMIUM_MISSING_NOTICE,
  chromiumAvailable,
  launchChromium,
} from '../support/browser/chromium';

const available = chromiumAvailable();
if (!available) console.warn(CHROMIUM_MISSING_NOTICE);

const FLAWED_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Flawed</title>
    <style>
      body { background: #fff; color: #000; }
      @media (prefers-color-scheme: dark) {
        body { background: #000; }
        .faint { color: #222; }
      }
    </style>
  </head>
  <body>
    <main>
      <h1>Flawed</h1>
      <p class="faint">Only dark mode makes this hard to read.</p>
      <input type="text">
      <iframe title="Inner" src="/inner.html"></iframe>
    </main>
  </body>
</html>`;

const INNER_PAGE = `<!doctype html>
<html lang="en">
  <title>Inner</title>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
</html>`;

/** The pages, served from one origin as the app's are, so that the frame is checked too. */
const ORIGIN = 'http://flawed.test';

describe.skipIf(!available)('the axe-core check (browser)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext()).newPage();
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/inner.html') ? INNER_PAGE : FLAWED_PAGE,
      }),
    );
    await page.goto(`${ORIGIN}/`);
    await page.frameLocator('iframe').locator('img').waitFor({ state: 'attached' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('names each flaw with its state and colour scheme', async () => {
    const found = await axeViolations(page, 'flawed');
    const rules = (scheme: string) =>
      found
        .filter((line) => line.startsWith(`flawed [${scheme}] `))
        .map((line) => line.split(' ')[2]!.replace(/:$/, ''));
    expect(rules('light')).toEqual(expect.arrayContaining(['label', 'image-alt']));
    expect(rules('light')).not.toContain('color-contrast');
    expect(rules('dark')).toEqual(expect.arrayContaining(['label', 'image-alt', 'color-contrast']));
  });

  it('fails a test over the same page, and passes it where the flaws are left out', async () => {
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
    await expect(expectNoAxeViolations(page, { include: ['input'] })).rejects.toThrow(/label/);
    await expectNoAxeViolations(page, { exclude: ['input', 'iframe'] });
  });
});
