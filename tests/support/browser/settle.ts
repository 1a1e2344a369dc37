// Waits for the page's finite CSS animations and transitions to end, so that a check reads the
// colours and boxes a player sees once things stand still (endless ones, such as a spinner,
// are left running).
import type { Page } from 'playwright-core';

export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // One frame more: a finished animation's last style applies on the next frame.
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  });
}
