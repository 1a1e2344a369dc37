import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedValue, ANIMATION_MS } from '../../src/renderer/src/components/AnimatedValue';
import {
  ErrorToast,
  TOAST_FADE_MS,
  TOAST_HIDE_MS,
} from '../../src/renderer/src/components/ErrorToast';
import { Spinner } from '../../src/renderer/src/components/Spinner';
import { SUCCESS_HIDE_MS, SuccessMessage } from '../../src/renderer/src/components/SuccessMessage';
import { useToastStore } from '../../src/renderer/src/stores/toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useToastStore.getState().dismiss();
});

describe('error toast', () => {
  it('auto-hides after 8 s with a 0.3 s fade', () => {
    expect(TOAST_HIDE_MS).toBe(8_000);
    expect(TOAST_FADE_MS).toBe(300);
    render(<ErrorToast />);
    act(() =>
      useToastStore.getState().showError({ status: 409, code: 'already_submitted', message: '' }),
    );
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Game Issue');
    act(() => {
      vi.advanceTimersByTime(TOAST_HIDE_MS);
    });
    expect(toast.className).toContain('toast--leaving');
    act(() => {
      vi.advanceTimersByTime(TOAST_FADE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the close button only for retryable errors', () => {
    render(<ErrorToast />);
    act(() =>
      useToastStore
        .getState()
        .showError({ status: 400, code: 'insufficient_balance', message: '' }),
    );
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
    act(() =>
      useToastStore.getState().showError({ status: 0, code: null, message: 'fetch failed' }),
    );
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_FADE_MS);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits while the keyboard is on its buttons, then hides 8 s after focus left', () => {
    render(<ErrorToast />);
    act(() => useToastStore.getState().showError('network down'));
    const close = screen.getByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    act(() => {
      vi.advanceTimersByTime(TOAST_HIDE_MS + TOAST_FADE_MS);
    });
    expect(screen.getByRole('alert').className).not.toContain('toast--leaving');
    act(() => close.blur());
    act(() => {
      vi.advanceTimersByTime(TOAST_HIDE_MS);
    });
    expect(screen.getByRole('alert').className).toContain('toast--leaving');
  });

  it('Retry on a network toast reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<ErrorToast />);
    act(() => useToastStore.getState().showError('network down'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('success message', () => {
  it('hides itself after 5 s', () => {
    const onDismiss = vi.fn();
    render(<SuccessMessage message="Done!" onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toBe('Done!');
    act(() => {
      vi.advanceTimersByTime(SUCCESS_HIDE_MS - 1);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('animated value', () => {
  it('reaches the new value after 500 ms', () => {
    expect(ANIMATION_MS).toBe(500);
    const { rerender } = render(<AnimatedValue value={100} format={(n) => `${n} FC`} />);
    expect(screen.getByText('100 FC')).toBeTruthy();
    rerender(<AnimatedValue value={200} format={(n) => `${n} FC`} />);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    const midway = Number(screen.getByText(/FC$/).textContent?.split(' ')[0]);
    expect(midway).toBeGreaterThan(100);
    expect(midway).toBeLessThan(200);
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText('200 FC')).toBeTruthy();
  });
});

describe('spinner', () => {
  it('announces loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });
});
