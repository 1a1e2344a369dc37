// What a page's JS heap is made of, from a heap snapshot taken through the DevTools protocol:
// V8's code (bytecode, and the machine code its compilers make as functions grow hot, with its
// metadata) apart from everything else. A heap that grows with its code alone is V8 optimising
// the functions each poll runs, which levels off; a heap whose other part grows holds on to
// something (issue #20, item 5: the renderer's heap after hours of polling).
import type { CDPSession } from 'playwright-core';

export interface HeapComposition {
  /** Bytes of the snapshot's `code` nodes. */
  code: number;
  /** Bytes of all its other nodes: the page's objects, strings, arrays, DOM wrappers. */
  objects: number;
}

/** The parts of a V8 heap snapshot (`.heapsnapshot` JSON) that sizes are read from. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Sums the snapshot's nodes' own sizes, code apart from the rest. */
function heapComposition(snapshot: HeapSnapshot): HeapComposition {
  const fields = snapshot.snapshot.meta.node_fields;
  const typeNames = snapshot.snapshot.meta.node_types[0];
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const codeType = typeNames.indexOf('code');
  if (typeField < 0 || sizeField < 0 || codeType < 0)
    throw new Error('The heap snapshot does not have the fields this reads.');
  const composition: HeapComposition = { code: 0, objects: 0 };
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    const size = snapshot.nodes[node + sizeField] ?? 0;
    if (snapshot.nodes[node + typeField] === codeType) composition.code += size;
    else composition.objects += size;
  }
  return composition;
}

/**
 * Takes a heap snapshot of the session's page and sizes it. V8 collects all the garbage it can
 * before it writes a snapshot, so what is sized is what the page still holds.
 */
export async function readHeapComposition(cdp: CDPSession): Promise<HeapComposition> {
  const chunks: string[] = [];
  const keep = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', keep);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', keep);
  }
  return heapComposition(JSON.parse(chunks.join('')) as HeapSnapshot);
}
