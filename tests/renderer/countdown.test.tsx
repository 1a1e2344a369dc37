import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownLevel } from '../../src/renderer/src/components/Countdown';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('countdown thresholds', () => {
  it.each([
    [11, 'normal'],
    [10, 'warning'],
    [6, 'warning'],
    [5, 'urgent'],
    [1, 'urgent'],
    [0, 'expired'],
  ] as const)('%i s -> %s', (seconds, level) => {
    expect(countdownLevel(seconds)).toBe(level);
  });
});

describe('<Countdown>', () => {
  it('shows m:ss and moves through warning and urgent', () => {
    render(<Countdown expiresAt={inSeconds(12)} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toContain('0:12');
    expect(timer.className).toContain('countdown--normal');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(timer.className).toContain('countdown--warning');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(timer.className).toContain('countdown--urgent');
  });

  it("shows 'Time's Up!' and calls onExpire exactly once", () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Countdown expiresAt={inSeconds(2)} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('timer').textContent).toBe("Time's Up!");
    rerender(<Countdown expiresAt={inSeconds(2)} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("compact form reads '0:00' when expired", () => {
    render(<Countdown expiresAt={inSeconds(-5)} compact />);
    expect(screen.getByRole('timer').textContent).toBe('0:00');
  });

  it('fires again only for a new expiry time', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Countdown expiresAt={inSeconds(1)} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    rerender(<Countdown expiresAt={inSeconds(4)} onExpire={onExpire} />);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(2);
  });
});
