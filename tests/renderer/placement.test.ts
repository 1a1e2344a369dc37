import { describe, expect, it } from 'vitest';
import {
  CARD_OFFSET,
  cardPosition,
  DEFAULT_CARD_SIZE,
  SPOTLIGHT_PADDING,
  spotlightBox,
} from '../../src/renderer/src/features/tutorial/placement';

const viewport = { width: 1000, height: 800 };

describe('tutorial placement (padding 8, offset 20, card 400x200)', () => {
  it('has the constants of the spec', () => {
    expect(SPOTLIGHT_PADDING).toBe(8);
    expect(CARD_OFFSET).toBe(20);
    expect(DEFAULT_CARD_SIZE).toEqual({ width: 400, height: 200 });
  });
  it('pads the spotlight by 8 px on every side', () => {
    expect(spotlightBox({ top: 100, left: 50, width: 200, height: 40 })).toEqual({
      top: 92,
      left: 42,
      width: 216,
      height: 56,
    });
  });
  it('centres the card without a target', () => {
    expect(cardPosition(null, DEFAULT_CARD_SIZE, viewport)).toEqual({ top: 300, left: 300 });
  });
  it('puts the card 20 px below the spotlight, centred on it', () => {
    const position = cardPosition(
      { top: 100, left: 300, width: 400, height: 50 },
      DEFAULT_CARD_SIZE,
      viewport,
    );
    expect(position).toEqual({ top: 100 + 50 + 8 + 20, left: 300 });
  });
  it('goes above when there is no room below', () => {
    const position = cardPosition(
      { top: 600, left: 300, width: 400, height: 100 },
      DEFAULT_CARD_SIZE,
      viewport,
    );
    expect(position.top).toBe(600 - 8 - 20 - 200);
  });
  it('goes beside a tall target', () => {
    const position = cardPosition(
      { top: 20, left: 20, width: 300, height: 760 },
      DEFAULT_CARD_SIZE,
      viewport,
    );
    expect(position.left).toBe(20 + 300 + 8 + 20);
  });
  it('stays inside the window', () => {
    const position = cardPosition(
      { top: 100, left: 950, width: 40, height: 40 },
      DEFAULT_CARD_SIZE,
      viewport,
    );
    expect(position.left + 400).toBeLessThanOrEqual(1000);
  });
});
