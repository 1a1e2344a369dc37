// Requests with no pause: one worker per request kept in flight, each sending its next request
// as soon as the previous is answered, measured after a warm-up. The HTTP ceilings' engine.
import { setTimeout as sleep } from 'node:timers/promises';
import { summarizeLatencies, type LatencySummary } from '../lib/percentiles';
import { startResourceMonitor, type ResourceUsage } from '../lib/resource-monitor';
import type { HttpAnswer } from '../load/http-client';

export interface HammerOptions {
  /** Requests in flight at once; worker i sends `call(i)`. */
  concurrency: number;
  call: (worker: number) => Promise<HttpAnswer>;
  warmupSeconds: number;
  seconds: number;
  /** Processes whose CPU and memory the figures report. */
  serverPids: number[];
  postmasterPid?: number;
}

export interface HammerFigures {
  requests: number;
  perSecond: number;
  /** Answers other than 200 in the measured window. */
  errors: number;
  latency: LatencySummary;
  usage: ResourceUsage;
}

export async function hammer(options: HammerOptions): Promise<HammerFigures> {
  let recording = false;
  let running = true;
  let errors = 0;
  const latencies: number[] = [];
  const worker = async (index: number) => {
    while (running) {
      const answer = await options.call(index);
      if (!recording) continue;
      latencies.push(answer.ms);
      if (answer.status !== 200) errors += 1;
    }
  };
  const workers = Array.from({ length: options.concurrency }, (_, index) => worker(index));
  await sleep(options.warmupSeconds * 1000);
  recording = true;
  const monitor = startResourceMonitor(options.serverPids, options.postmasterPid);
  await sleep(options.seconds * 1000);
  recording = false;
  const usage = monitor.stop();
  running = false;
  await Promise.all(workers);
  return {
    requests: latencies.length,
    perSecond: latencies.length / usage.seconds,
    errors,
    latency: summarizeLatencies(latencies),
    usage,
  };
}
