// Where the tutorial's spotlight and card go (docs/product.md#timings-and-limits: padding 8 px,
// offset 20 px, default card 400 x 200). Pure geometry, unit-tested.

export const SPOTLIGHT_PADDING = 8;
export const CARD_OFFSET = 20;
export const DEFAULT_CARD_SIZE = { width: 400, height: 200 } as const;
/** Keeps the card this far from the window's edges. */
const EDGE_MARGIN = 12;

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export function spotlightBox(target: Box): Box {
  return {
    top: target.top - SPOTLIGHT_PADDING,
    left: target.left - SPOTLIGHT_PADDING,
    width: target.width + 2 * SPOTLIGHT_PADDING,
    height: target.height + 2 * SPOTLIGHT_PADDING,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/** Below the spotlight if it fits, else above, else beside it, else centred. */
export function cardPosition(
  target: Box | null,
  card: Size,
  viewport: Size,
): { top: number; left: number } {
  const centred = {
    top: clamp(
      (viewport.height - card.height) / 2,
      EDGE_MARGIN,
      viewport.height - card.height - EDGE_MARGIN,
    ),
    left: clamp(
      (viewport.width - card.width) / 2,
      EDGE_MARGIN,
      viewport.width - card.width - EDGE_MARGIN,
    ),
  };
  if (!target) return centred;

  const spot = spotlightBox(target);
  const horizontal = clamp(
    spot.left + spot.width / 2 - card.width / 2,
    EDGE_MARGIN,
    viewport.width - card.width - EDGE_MARGIN,
  );
  const below = spot.top + spot.height + CARD_OFFSET;
  if (below + card.height <= viewport.height - EDGE_MARGIN) return { top: below, left: horizontal };
  const above = spot.top - CARD_OFFSET - card.height;
  if (above >= EDGE_MARGIN) return { top: above, left: horizontal };

  const vertical = clamp(spot.top, EDGE_MARGIN, viewport.height - card.height - EDGE_MARGIN);
  const right = spot.left + spot.width + CARD_OFFSET;
  if (right + card.width <= viewport.width - EDGE_MARGIN) return { top: vertical, left: right };
  const left = spot.left - CARD_OFFSET - card.width;
  if (left >= EDGE_MARGIN) return { top: vertical, left };
  return centred;
}

export type CardPlacement = { mode: 'float'; top: number; left: number } | { mode: 'dock' };

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

/**
 * Where the card goes so that it covers neither the spotlit target nor anything else the step
 * explains (`keep`, e.g. the vote's prompt, timer and result): beside the target in the order
 * of cardPosition, or else docked at the window's bottom edge, where the page makes room for
 * it. Without a target the card is centred (it explains the game, not an element).
 */
export function placeCard(
  target: Box | null,
  card: Size,
  viewport: Size,
  keep: readonly Box[] = [],
): CardPlacement {
  if (!target) return { mode: 'float', ...cardPosition(null, card, viewport) };
  const spot = spotlightBox(target);
  const horizontal = clamp(
    spot.left + spot.width / 2 - card.width / 2,
    EDGE_MARGIN,
    viewport.width - card.width - EDGE_MARGIN,
  );
  const vertical = clamp(spot.top, EDGE_MARGIN, viewport.height - card.height - EDGE_MARGIN);
  const candidates = [
    { top: spot.top + spot.height + CARD_OFFSET, left: horizontal },
    { top: spot.top - CARD_OFFSET - card.height, left: horizontal },
    { top: vertical, left: spot.left + spot.width + CARD_OFFSET },
    { top: vertical, left: spot.left - CARD_OFFSET - card.width },
  ];
  const protectedBoxes = [spot, ...keep];
  const fits = (position: { top: number; left: number }) => {
    const box = { ...position, ...card };
    return (
      box.top >= EDGE_MARGIN &&
      box.left >= EDGE_MARGIN &&
      box.top + box.height <= viewport.height - EDGE_MARGIN &&
      box.left + box.width <= viewport.width - EDGE_MARGIN &&
      !protectedBoxes.some((other) => overlaps(box, other))
    );
  };
  const found = candidates.find(fits);
  return found ? { mode: 'float', ...found } : { mode: 'dock' };
}
