// The focus ring's contrast as a player sees it (WCAG 1.4.11 non-text contrast, 3:1): the
// ring's colour blended over what lies behind it, against the colours on either side of it.
// Outside the ring lies the backdrop (the page, card or header the control sits on); inside it
// lies the control's own edge (its border or fill) when the ring touches the control, or the
// backdrop again when an outline-offset leaves a gap between them.
import type { Locator } from 'playwright-core';

export interface RingContrast {
  /** The ring's colour as seen (blended over the backdrop), and its neighbours', as rgb(). */
  ring: string;
  outside: string;
  inside: string;
  /** Contrast ratios, to two decimals. */
  againstOutside: number;
  againstInside: number;
  /** What the ring is drawn with, for the report. */
  drawnWith: string;
}

/**
 * Reads the ring of `control`, which must hold focus and match :focus-visible (null when it
 * does not, or when it draws no ring at all).
 */
export function ringContrast(control: Locator): Promise<RingContrast | null> {
  return control.evaluate((element: Element) => {
    type Rgba = [number, number, number, number];
    if (element !== document.activeElement || !element.matches(':focus-visible')) return null;

    const parse = (text: string): Rgba => {
      const numbers = (text.match(/[\d.]+/g) ?? []).map(Number);
      const [r = 0, g = 0, b = 0, a = 1] = numbers;
      return [r, g, b, text.startsWith('rgba') ? a : 1];
    };
    /** `top` painted over the opaque `bottom`. */
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + bottom[0] * (1 - a),
        top[1] * a + bottom[1] * (1 - a),
        top[2] * a + bottom[2] * (1 - a),
        1,
      ];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    };
    const show = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

    // The backdrop: every ancestor's background, from the canvas down (the canvas is white in
    // the light scheme, and takes the root's or the body's background in either).
    const ancestors: Element[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) ancestors.unshift(node);
    let backdrop: Rgba = matchMedia('(prefers-color-scheme: dark)').matches
      ? [0, 0, 0, 1]
      : [255, 255, 255, 1];
    for (const ancestor of ancestors)
      backdrop = over(parse(getComputedStyle(ancestor).backgroundColor), backdrop);

    /** The ring beside the backdrop outside it and what lies inside it. */
    const verdict = (ring: Rgba, inside: Rgba, drawnWith: string) => ({
      ring: show(ring),
      outside: show(backdrop),
      inside: show(inside),
      againstOutside: contrast(ring, backdrop),
      againstInside: contrast(ring, inside),
      drawnWith,
    });

    const style = getComputedStyle(element);
    const fill = over(parse(style.backgroundColor), backdrop);
    const border = parseFloat(style.borderTopWidth) > 0 ? parse(style.borderTopColor) : null;
    const edge = border ? over(border, fill) : fill;

    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      const ring = over(parse(style.outlineColor), backdrop);
      const inside = parseFloat(style.outlineOffset) > 0 ? backdrop : edge;
      return verdict(
        ring,
        inside,
        `outline ${style.outlineWidth} ${style.outlineColor} offset ${style.outlineOffset}`,
      );
    }

    // Box shadows that draw rings: not inset, no blur, no offset, a spread. Shadows listed first
    // paint on top; the outermost band shows only the widest ring(s), the band inside it the
    // rings reaching at least as far as it does.
    const shadows = (style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/))
      .map((text) => {
        const color = parse(text.match(/rgba?\([^)]*\)/)?.[0] ?? 'rgba(0, 0, 0, 0)');
        const lengths = text
          .replace(/rgba?\([^)]*\)/, '')
          .trim()
          .split(/\s+/)
          .map((part) => parseFloat(part));
        return { color, lengths, inset: text.includes('inset') };
      })
      .filter(
        ({ lengths: [x = 0, y = 0, blur = 0, spread = 0], inset }) =>
          !inset && x === 0 && y === 0 && blur === 0 && spread > 0,
      )
      .map(({ color, lengths }) => ({ color, spread: lengths[3] ?? 0 }));
    if (shadows.length === 0) return null;
    const spreads = [...new Set(shadows.map((shadow) => shadow.spread))].sort((a, b) => a - b);
    const band = (reach: number): Rgba =>
      shadows
        .filter((shadow) => shadow.spread >= reach)
        .reverse()
        .reduce((below, shadow) => over(shadow.color, below), backdrop);
    const outermost = spreads.at(-1)!;
    const ring = band(outermost);
    const inside = spreads.length > 1 ? band(spreads.at(-2)!) : edge;
    return verdict(ring, inside, `box-shadow ${style.boxShadow}`);
  });
}
