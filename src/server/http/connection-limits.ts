// What one client can hold of the server: every phase of a connection has a time limit, and
// one address a bounded number of open connections. Without these, a few hundred connections
// that never finish their body stay open for minutes and exhaust the process's descriptors,
// and then the database pool cannot connect either (the players' calls fail).
import type { Server } from 'node:http';
import type { Settings } from '../settings';

/** Options for Node's HTTP server (Fastify passes `http` to createServer). */
export function connectionTimeouts(settings: Settings) {
  const headersTimeout = settings.headers_timeout_seconds * 1000;
  const requestTimeout = settings.request_timeout_seconds * 1000;
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: connectionsCheckingInterval(headersTimeout, requestTimeout),
  };
}

/**
 * How often Node checks the two limits (30 s by default, which lets a slow sender stay 30 s
 * past its limit). A quarter of the shorter limit cuts one off within a quarter past it; no
 * more often, because the check's timer wakes the process even when no connection is open
 * (the desktop app's server sits idle in the tray).
 */
export function connectionsCheckingInterval(headersTimeoutMs: number, requestTimeoutMs: number) {
  const limits = [headersTimeoutMs, requestTimeoutMs].filter((limit) => limit > 0);
  if (limits.length === 0) return 30_000;
  return Math.max(100, Math.round(Math.min(...limits) / 4));
}

/** The per-address cap (off behind a proxy, where every client shares its address). */
export function capConnectionsPerAddress(server: Server, settings: Settings): void {
  const cap = settings.max_connections_per_address;
  if (cap === 0 || settings.trust_proxy) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      // Closed before a byte is read: it costs the server nothing more.
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
