// How much slower than a quiet machine this one runs right now. A time limit that must exist in
// a test (a wait that fails instead of hanging) is written for a quiet 2-core machine and
// multiplied by this factor, so that the same test holds when the machine is busy: at load
// average 15 on 2 cores every process gets a fraction of a core and takes several times longer.
import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';

/** Median time of the CPU probe below on a quiet 2-core machine (measured: 6.8 to 8 ms). */
const QUIET_PROBE_MS = 7;
/** Beyond this the machine is not running tests any more but thrashing: limits stop growing. */
const MOST = 20;
const PROBES = 5;

const block = Buffer.alloc(64 * 1024, 7);

/** A fixed piece of CPU work (hashing 9.6 MB), timed in milliseconds. */
function probeMs(): number {
  const started = process.hrtime.bigint();
  let digest = block;
  for (let i = 0; i < 150; i += 1)
    digest = createHash('sha256').update(block).update(digest.subarray(0, 32)).digest();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * The factor, at least 1: the larger of the runnable processes per core (the one-minute load
 * average, which trails a sudden load) and the CPU probe's time against a quiet machine's
 * (which sees the load of this very moment, and a slower machine).
 */
export function slownessFactor(): number {
  const probes = Array.from({ length: PROBES }, probeMs).sort((a, b) => a - b);
  const probeRatio = probes[Math.floor(PROBES / 2)]! / QUIET_PROBE_MS;
  const loadPerCore = loadavg()[0]! / availableParallelism();
  return Math.min(MOST, Math.max(1, probeRatio, loadPerCore));
}

let measured: number | undefined;

/** A limit written for a quiet machine, stretched by the slowness measured once per test file. */
export function scaledMs(quietMs: number): number {
  measured ??= slownessFactor();
  return Math.round(quietMs * measured);
}

/** Measures again (a test file's setup does, so that each file sees the load of its own time). */
export function remeasureSlowness(): number {
  measured = slownessFactor();
  return measured;
}
