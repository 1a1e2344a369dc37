// The OS's reduced-motion setting: the animated value (the header balance) jumps to its new
// value at once when the player asked for less motion, and counts over 500 ms otherwise.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedValue } from '../../src/renderer/src/components/AnimatedValue';

/** A matchMedia that answers the reduced-motion queries as the OS would with `reduce`. */
function osMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (text: string) => ({
    matches: text.includes('reduce') ? reduce : text.includes('no-preference') ? !reduce : false,
    media: text,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const coins = (n: number) => `${n} FC`;

describe('animated value and the reduced-motion setting', () => {
  it('shows the new value at once when the player asked for less motion', () => {
    osMotion(true);
    const { rerender } = render(<AnimatedValue value={100} format={coins} />);
    rerender(<AnimatedValue value={200} format={coins} />);
    expect(screen.getByText('200 FC')).toBeTruthy();
  });

  it('counts towards it otherwise', () => {
    osMotion(false);
    const { rerender } = render(<AnimatedValue value={100} format={coins} />);
    rerender(<AnimatedValue value={200} format={coins} />);
    expect(screen.getByText('100 FC')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByText('200 FC')).toBeTruthy();
  });
});
