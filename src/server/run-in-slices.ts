/**
 * Long synchronous work written as a generator that yields between small steps, so that it
 * can run either at once (tests, scripts) or in slices of the server's event loop, with
 * requests served between them.
 */
export type Steps<Result> = Generator<void, Result, void>;

/** How long one slice may hold the event loop: requests that arrive wait at most about this. */
const SLICE_MS = 10;

/** Runs every step now and returns the result. */
export function runAtOnce<Result>(steps: Steps<Result>): Result {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the steps in slices of about `sliceMs`, handing the thread back (setImmediate: after
 * the I/O that waits) between slices. Rejects with what a step throws.
 */
export async function runInSlices<Result>(
  steps: Steps<Result>,
  { sliceMs = SLICE_MS }: { sliceMs?: number } = {},
): Promise<Result> {
  for (;;) {
    const sliceEnd = performance.now() + sliceMs;
    do {
      const step = steps.next();
      if (step.done) return step.value;
    } while (performance.now() < sliceEnd);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
