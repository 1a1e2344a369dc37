// Printing a fuzz run's figures.

/** `200: 41%  (4 100)` lines, most frequent first. */
export function histogramLines(counts: Map<number | string, number>, total: number): string[] {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([key, count]) =>
        `  ${String(key).padEnd(16)} ${String(count).padStart(8)}  ${((100 * count) / Math.max(1, total)).toFixed(1).padStart(5)}%`,
    );
}

export function rate(count: number, ms: number): string {
  return (count / Math.max(ms / 1000, 0.001)).toFixed(0);
}
