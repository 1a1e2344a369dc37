import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCoins,
  formatDate,
  formatWaiting,
  formatWaitingCount,
} from '../../src/renderer/src/lib/format';

describe('format', () => {
  it('coins', () => {
    expect(formatCoins(5000)).toBe('5,000 FC');
    expect(formatCoins(0)).toBe('0 FC');
  });
  it("waiting counts above 10 read 'over 10'", () => {
    expect(formatWaiting(10)).toBe('10');
    expect(formatWaiting(11)).toBe('over 10');
    expect(formatWaiting(0)).toBe('0');
    expect(formatWaitingCount(1, 'prompt', 'prompts')).toBe('1 prompt waiting');
    expect(formatWaitingCount(0, 'phrase set', 'phrase sets')).toBe('0 phrase sets waiting');
    expect(formatWaitingCount(12, 'prompt', 'prompts')).toBe('over 10 prompts waiting');
  });
  it('clock as m:ss', () => {
    expect(formatClock(180)).toBe('3:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(-3)).toBe('0:00');
  });
  it('dates', () => {
    expect(formatDate(null)).toBe('Never');
    expect(formatDate('2026-11-01T10:00:00Z')).toBe('Nov 1, 2026');
  });
});
