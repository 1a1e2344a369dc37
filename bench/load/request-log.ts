// Every request of the measured window, by endpoint: latency, and whether it succeeded, was a
// rule refusal the game can legitimately answer under concurrency (no prompt left to copy by
// the time the player asked), or an error (anything else: 5xx, unexpected 4xx, no response).
import { summarizeLatencies, type LatencySummary } from '../lib/percentiles';

export type Outcome = 'ok' | 'refusal' | 'error';

export interface EndpointFigures {
  endpoint: string;
  latency: LatencySummary;
  refusals: Record<string, number>;
  errors: number;
}

const MAX_ERROR_SAMPLES = 20;

export class RequestLog {
  /**
   * The measured window (performance.now() instants). A request counts when it was sent inside
   * it, however late its answer: the answers of requests sent during the warm-up do not count,
   * and the slowest requests of the window are not dropped for ending after it.
   */
  private windowStart = Number.POSITIVE_INFINITY;
  private windowEnd = Number.POSITIVE_INFINITY;

  startWindow(at = performance.now()): void {
    this.windowStart = at;
  }

  endWindow(at = performance.now()): void {
    this.windowEnd = at;
  }
  private readonly latencies = new Map<string, number[]>();
  private readonly refusals = new Map<string, Record<string, number>>();
  private readonly errors = new Map<string, number>();
  private readonly errorSamples = new Set<string>();

  /** `ms` is the time from sending to the answer's last byte, just measured. */
  record(endpoint: string, ms: number, outcome: Outcome, detail?: string): void {
    const sentAt = performance.now() - ms;
    if (sentAt < this.windowStart || sentAt >= this.windowEnd) return;
    let samples = this.latencies.get(endpoint);
    if (!samples) this.latencies.set(endpoint, (samples = []));
    samples.push(ms);
    if (outcome === 'refusal') {
      const counts = this.refusals.get(endpoint) ?? {};
      const code = detail ?? 'unknown';
      counts[code] = (counts[code] ?? 0) + 1;
      this.refusals.set(endpoint, counts);
    } else if (outcome === 'error') {
      this.errors.set(endpoint, (this.errors.get(endpoint) ?? 0) + 1);
      if (this.errorSamples.size < MAX_ERROR_SAMPLES)
        this.errorSamples.add(`${endpoint}: ${detail ?? 'error'}`);
    }
  }

  /** Figures per endpoint, busiest first. */
  byEndpoint(): EndpointFigures[] {
    return [...this.latencies.entries()]
      .map(([endpoint, samples]) => ({
        endpoint,
        latency: summarizeLatencies(samples),
        refusals: this.refusals.get(endpoint) ?? {},
        errors: this.errors.get(endpoint) ?? 0,
      }))
      .sort((a, b) => b.latency.count - a.latency.count);
  }

  /** All requests together. */
  overall(): LatencySummary {
    return summarizeLatencies([...this.latencies.values()].flat());
  }

  /** Up to 20 distinct error descriptions, to say what went wrong. */
  sampleErrors(): string[] {
    return [...this.errorSamples];
  }
}
