// The Statistics charts read in both themes: every series colour stands out at least 3:1 from
// the card and the page (WCAG 1.4.11, non-text contrast), and every piece of chart text
// (legend names, pie percentages, tooltip rows, axis ticks) is drawn in a theme token that
// reaches 4.5:1 on the card (WCAG 1.4.3). Colours are read from the stylesheets themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHART_COLORS } from '../../src/renderer/src/features/statistics/chart-data';

const RENDERER = join(__dirname, '../../src/renderer/src');
const css = (path: string) => readFileSync(join(RENDERER, path), 'utf8');

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The `--color-*` tokens declared in the first `:root { ... }` block of a stylesheet. */
function rootTokens(source: string): Record<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const tokens: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/(--color-[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g))
    tokens[name!] = value!.toLowerCase();
  return tokens;
}

const light = rootTokens(css('styles/app.css'));
// The dark theme overrides the light tokens it names; the rest carry over.
const dark = { ...light, ...rootTokens(css('styles/theme-dark.css')) };
const THEMES = { light, dark };

/** The token a statistics.css rule for `selector` paints with `property` (color or fill). */
function chartTextToken(selector: string, property: 'color' | 'fill'): string | undefined {
  const source = css('features/statistics/statistics.css').replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selectors, body] of source.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const names = selectors!.split(',').map((name) => name.trim().replace(/\s+/g, ' '));
    if (!names.includes(selector)) continue;
    const token = new RegExp(`(?:^|[;\\s])${property}:\\s*var\\((--color-[\\w-]+)\\)`).exec(
      body!,
    )?.[1];
    if (token) return token;
  }
  return undefined;
}

const SERIES = ['prompt', 'copy', 'vote', 'bonus'] as const;
const CHART_TEXT = [
  ['.stats-chart .recharts-legend-item-text', 'color'],
  ['.stats-chart .recharts-tooltip-item', 'color'],
  ['.stats-chart .recharts-pie-label-text', 'fill'],
  ['.stats-chart .recharts-cartesian-axis-tick-value', 'fill'],
  ['.stats-chart .recharts-polar-angle-axis-tick-value', 'fill'],
] as const;

describe('statistics chart colours against the theme backgrounds', () => {
  it('computes WCAG contrast (black on white 21:1, the spec example #777 on white 4.48:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(light['--color-surface']).toBe('#ffffff');
    expect(dark['--color-surface']).not.toBe(light['--color-surface']);
  });

  for (const [theme, tokens] of Object.entries(THEMES)) {
    const backgrounds = ['--color-surface', '--color-bg'].map((name) => tokens[name]!);

    it(`draws every series at least 3:1 from the card and the page (${theme})`, () => {
      for (const series of SERIES)
        for (const background of backgrounds)
          expect(
            contrast(CHART_COLORS[series], background),
            `${series} ${CHART_COLORS[series]} on ${background}`,
          ).toBeGreaterThanOrEqual(3);
    });

    it(`writes every chart text at least 4.5:1 on the card and the page (${theme})`, () => {
      for (const [selector, property] of CHART_TEXT) {
        const token = chartTextToken(selector, property);
        expect(token, `${selector} ${property} is a theme token`).toBeDefined();
        const colour = tokens[token!];
        expect(colour, `${token} in the ${theme} theme`).toMatch(/^#[0-9a-f]{6}$/);
        for (const background of backgrounds)
          expect(
            contrast(colour!, background),
            `${selector} ${colour} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
