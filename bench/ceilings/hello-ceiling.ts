// The HTTP ceiling of a run: a bare Fastify route in its own process (hello-server-entry.ts),
// hammered by the same client as the game, with one request in flight per simulated player
// and no pause, so the figure is what the server, the client and the loopback can carry.
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild } from '../lib/child-process';
import { summarizeLatencies, type LatencySummary } from '../lib/percentiles';
import { startResourceMonitor } from '../lib/resource-monitor';
import { KeepAliveClient } from '../load/http-client';

export interface HelloCeilingOptions {
  concurrency: number;
  warmupSeconds: number;
  seconds: number;
}

export interface HelloCeiling {
  concurrency: number;
  requests: number;
  perSecond: number;
  errors: number;
  latency: LatencySummary;
  serverCpuCores: number;
  clientCpuCores: number;
}

export async function measureHelloCeiling(options: HelloCeilingOptions): Promise<HelloCeiling> {
  const child = await startChild('bench/server/hello-server-entry.ts', process.env);
  if (child.first.type !== 'ready') throw new Error('The hello server did not report its URL');
  const client = new KeepAliveClient(child.first.url, options.concurrency);
  try {
    let recording = false;
    let running = true;
    let errors = 0;
    const latencies: number[] = [];
    const worker = async () => {
      while (running) {
        const answer = await client.request('GET', '/hello');
        if (!recording) continue;
        latencies.push(answer.ms);
        if (answer.status !== 200) errors += 1;
      }
    };
    const workers = Array.from({ length: options.concurrency }, worker);
    await sleep(options.warmupSeconds * 1000);
    recording = true;
    const monitor = startResourceMonitor([child.pid]);
    await sleep(options.seconds * 1000);
    recording = false;
    const usage = monitor.stop();
    running = false;
    await Promise.all(workers);
    return {
      concurrency: options.concurrency,
      requests: latencies.length,
      perSecond: latencies.length / usage.seconds,
      errors,
      latency: summarizeLatencies(latencies),
      serverCpuCores: usage.serverCpuCores[0] ?? 0,
      clientCpuCores: usage.clientCpuCores,
    };
  } finally {
    client.close();
    await child.stop();
  }
}
