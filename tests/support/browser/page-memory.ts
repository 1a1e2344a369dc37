// What a page holds in memory, read through the Chrome DevTools Protocol after a forced full
// garbage collection: its JS heap, and the DOM nodes and event listeners still alive (a leak of
// nodes or listeners shows in these counters before it weighs in the heap).
import type { CDPSession, Page } from 'playwright-core';

export interface PageMemory {
  /** Bytes of the page's JS heap in use after the collection. */
  heapUsed: number;
  /** Live DOM nodes, documents and JS event listeners. */
  nodes: number;
  documents: number;
  listeners: number;
}

/** The DevTools session ends with the page's context. */
export interface PageMemoryProbe {
  read(): Promise<PageMemory>;
}

/** Opens a DevTools session on the page; `read()` collects garbage, then reads the counters. */
export async function probePageMemory(page: Page): Promise<PageMemoryProbe> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  return {
    read: async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const { nodes, documents, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      return { heapUsed: usedSize, nodes, documents, listeners: jsEventListeners };
    },
  };
}
