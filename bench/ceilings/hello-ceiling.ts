// The HTTP ceiling of a run: a bare Fastify route in its own process (hello-server-entry.ts),
// hammered by the same client as the game, with one request in flight per simulated player
// and no pause, so the figure is what the server, the client and the loopback can carry.
import { startChild } from '../lib/child-process';
import type { LatencySummary } from '../lib/percentiles';
import { KeepAliveClient } from '../load/http-client';
import { hammer } from './hammer';

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
    const figures = await hammer({
      ...options,
      call: () => client.request('GET', '/hello'),
      serverPids: [child.pid],
    });
    return {
      concurrency: options.concurrency,
      requests: figures.requests,
      perSecond: figures.perSecond,
      errors: figures.errors,
      latency: figures.latency,
      serverCpuCores: figures.usage.serverCpuCores[0] ?? 0,
      clientCpuCores: figures.usage.clientCpuCores,
    };
  } finally {
    client.close();
    await child.stop();
  }
}
