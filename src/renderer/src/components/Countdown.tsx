import { useEffect, useRef, useState } from 'react';
import { formatClock } from '../lib/format';
import { serverNow } from '../lib/server-clock';
import { Icon } from './Icon';

/** Thresholds of docs/product.md#timings-and-limits. */
export const WARNING_SECONDS = 10;
export const URGENT_SECONDS = 5;

export type CountdownLevel = 'normal' | 'warning' | 'urgent' | 'expired';

export function countdownLevel(secondsLeft: number): CountdownLevel {
  if (secondsLeft <= 0) return 'expired';
  if (secondsLeft <= URGENT_SECONDS) return 'urgent';
  if (secondsLeft <= WARNING_SECONDS) return 'warning';
  return 'normal';
}

/** Seconds left until a server instant, by the server's clock. */
function secondsUntil(expiresAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - serverNow()) / 1000));
}

interface CountdownProps {
  expiresAt: string;
  compact?: boolean;
  /** Called once when the time runs out (again only if expiresAt changes). */
  onExpire?: () => void;
}

export function Countdown({ expiresAt, compact = false, onExpire }: CountdownProps) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(expiresAt));
  const firedFor = useRef<string | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    setSecondsLeft(secondsUntil(expiresAt));
    // A display tick, not a poll: it only re-reads the clock.
    const timer = setInterval(() => setSecondsLeft(secondsUntil(expiresAt)), 250);
    return () => clearInterval(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (secondsLeft > 0 || firedFor.current === expiresAt) return;
    firedFor.current = expiresAt;
    onExpireRef.current?.();
  }, [secondsLeft, expiresAt]);

  const level = countdownLevel(secondsLeft);
  const text = level === 'expired' ? (compact ? '0:00' : "Time's Up!") : formatClock(secondsLeft);
  return (
    <span
      className={`countdown countdown--${level}${compact ? ' countdown--compact' : ''}`}
      role="timer"
      aria-label={level === 'expired' ? 'Time is up' : `Time left ${text}`}
    >
      {!compact && level !== 'expired' && <Icon name="clock" size={16} />}
      {text}
    </span>
  );
}
