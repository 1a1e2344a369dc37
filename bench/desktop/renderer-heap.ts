// The real renderer's memory over compressed hours of polling, for `npm run bench:desktop`
// (issue #20, item 5): the built renderer (out/renderer) in Debian's Chromium, driven by the
// real main-process core through the bridge the browser tests use (tests/support/browser). A
// new player signs up in the page and declines the tutorial; with the dashboard open, main's
// dashboard refresh (what the app's 60 s poll does) runs once every `everyMs`, and each
// `dashboard:updated` it pushes re-renders the page. The page's JS heap after a forced full
// collection, its DOM nodes and listeners are read after the 5th poll and at the end, and a heap
// snapshot tells V8's code in it from the page's objects: the code grows as V8 compiles the
// functions each poll runs and levels off, the objects grow only when something is kept.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { RENDERER_DIR, startAppHarness } from '../../tests/support/browser/app-harness';
import {
  readHeapComposition,
  type HeapComposition,
} from '../../tests/support/browser/heap-composition';
import { probePageMemory, type PageMemory } from '../../tests/support/browser/page-memory';
import { registerAndSkipTutorial } from '../../tests/support/browser/players';

export { RENDERER_DIR };

export interface RendererSample extends PageMemory {
  /** The same heap in a snapshot, V8's code apart from the page's objects. */
  composition: HeapComposition;
  loadAverage: number;
}

export interface RendererFigures {
  polls: number;
  at5Minutes: RendererSample;
  atEnd: RendererSample;
}

/** How long one refresh may take to reach the page before the run is called failed. */
const PUSH_TIMEOUT_MS = 60_000;

export async function measureRendererHeap(
  polls: number,
  everyMs: number,
): Promise<RendererFigures> {
  const harness = await startAppHarness();
  try {
    const core = harness.stack.core;
    const page = await harness.openPage();
    await registerAndSkipTutorial(page, core);
    const memory = await probePageMemory(page);
    const snapshots = await page.context().newCDPSession(page);
    const sample = async (): Promise<RendererSample> => ({
      ...(await memory.read()),
      composition: await readHeapComposition(snapshots),
      loadAverage: loadavg()[0] ?? 0,
    });
    const pushed = () => harness.events.filter(({ event }) => event === 'dashboard:updated').length;

    let at5Minutes: RendererSample | undefined;
    for (let poll = 1; poll <= polls; poll += 1) {
      const started = performance.now();
      const before = pushed();
      const answer = await core.invoke('app:refreshDashboard', undefined);
      if (!answer.ok) throw new Error(`dashboard refresh failed: ${answer.error.message}`);
      while (pushed() === before) {
        if (performance.now() - started > PUSH_TIMEOUT_MS)
          throw new Error(`poll ${poll}: no dashboard:updated within ${PUSH_TIMEOUT_MS} ms`);
        await sleep(10);
      }
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
      if (poll === 5) at5Minutes = await sample();
    }
    const atEnd = await sample();
    if (harness.errors.length > 0)
      throw new Error(`the page logged errors: ${harness.errors.slice(0, 3).join(' | ')}`);
    return { polls, at5Minutes: at5Minutes ?? atEnd, atEnd };
  } finally {
    // Chromium, the static server, the core and the game server, also when a step failed.
    await harness.close();
  }
}
