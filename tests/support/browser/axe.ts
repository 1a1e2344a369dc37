// axe-core over the whole page in both colour schemes, with the rule sets issue #17 asks for
// (WCAG 2.0, 2.1 and 2.2 A and AA plus best practice). Returns readable lines, so a test can
// collect every screen state's findings and show them all at once.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settleAnimations } from './settle';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export const COLOR_SCHEMES = ['light', 'dark'] as const;

/**
 * An AxeBuilder that runs axe.run in the page itself. Its default mode runs each frame's part,
 * then opens a blank page, injects axe-core there too and merges the parts in it: for the app,
 * which has no frames, that doubled the time of every check (79 s of axe in the 25 states of
 * tests/browser/accessibility.test.ts, 41 s in this mode). What it gives up is checking
 * cross-origin frames, which the app never shows.
 */
function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
}

/** One line per violated rule and scheme: `state [scheme] rule-id: target (detail) | ...`. */
export async function axeViolations(page: Page, state: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    // A theme switch may fade colours in: read them once they have arrived.
    await settleAnimations(page);
    const results = await axeBuilder(page).analyze();
    for (const violation of results.violations) {
      const nodes = violation.nodes.map((node) => {
        // The first line of the summary carries the measured contrast or the missing name.
        const detail = (node.failureSummary ?? '').split('\n')[1]?.trim() ?? '';
        return `${node.target.join(' ')} (${detail})`;
      });
      found.push(`${state} [${scheme}] ${violation.id}: ${nodes.join(' | ')}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/**
 * axe-core over the page as it stands once its animations have ended (a toast or a theme
 * fades in for 0.3 s, and colours read mid-fade fail contrast on a busy machine). `include`
 * and `exclude` are CSS selectors that narrow the check.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: { include?: readonly string[]; exclude?: readonly string[]; label?: string } = {},
): Promise<void> {
  await settleAnimations(page);
  let builder = axeBuilder(page);
  for (const selector of where.include ?? []) builder = builder.include(selector);
  for (const selector of where.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary, where.label).toEqual([]);
}
