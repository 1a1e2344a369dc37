import { useEffect, useState } from 'react';

/**
 * Charts appear this long after their data (docs/product.md#timings-and-limits), once the panels
 * have laid out.
 */
export const CHART_RENDER_DELAY_MS = 100;

/** True from CHART_RENDER_DELAY_MS after `hasData` turns true. */
export function useChartDelay(hasData: boolean): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!hasData) return;
    const timer = setTimeout(() => setReady(true), CHART_RENDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasData]);

  return ready;
}
