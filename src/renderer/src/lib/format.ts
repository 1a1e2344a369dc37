// Display formatting shared by every screen.

/** Flipcoins with thousands separators: "1,250 FC". */
export function formatCoins(amount: number): string {
  return `${amount.toLocaleString('en-US')} FC`;
}

/** Waiting counts above 10 read 'over 10' (docs/product.md#timings-and-limits). */
export function formatWaiting(count: number): string {
  return count > 10 ? 'over 10' : String(count);
}

/** "1 prompt waiting", "3 prompts waiting", "over 10 prompts waiting". */
export function formatWaitingCount(count: number, singular: string, plural: string): string {
  return `${formatWaiting(count)} ${count === 1 ? singular : plural} waiting`;
}

/** Seconds left as m:ss. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown'
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown'
    : date.toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
