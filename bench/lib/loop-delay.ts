/** The delay of a 1 ms timer on an event loop over a phase, in milliseconds. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  seconds: number;
}
