import { createElement, lazy, type ComponentType } from 'react';

/** How to load again each screen whose chunk failed to load, until retryFailedScreens runs. */
const failedScreens = new Set<() => void>();

/**
 * React.lazy, except that a failed load is not kept for good: after retryFailedScreens (Retry on
 * the error notice, or leaving the screen) the next render loads the chunk again. The failed
 * load stays in place until then, so that React shows the error notice: replaced at once, it
 * would be loaded again by the very render that was to show the failure, and again, forever.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedScreens.add(() => {
          current = attempt();
        });
        throw error;
      }),
    );
  let current = attempt();
  return function LazyScreen() {
    return createElement(current);
  };
}

export function retryFailedScreens(): void {
  const reloads = [...failedScreens];
  failedScreens.clear();
  for (const reload of reloads) reload();
}
