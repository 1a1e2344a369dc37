// What one client can hold of the server: every phase of a connection has a time limit, and
// one address a bounded number of open connections. Without these, a few hundred connections
// that never finish their body stay open for minutes and exhaust the process's descriptors,
// and then the database pool cannot connect either (the players' calls fail).
import type { Server } from 'node:http';
import type { Settings } from '../settings';

/** Options for Node's HTTP server (Fastify passes `http` to createServer). */
export function connectionTimeouts(settings: Settings) {
  return {
    headersTimeout: settings.headers_timeout_seconds * 1000,
    requestTimeout: settings.request_timeout_seconds * 1000,
    // Node checks the two limits above this often (30 s by default): often enough that a slow
    // sender is cut off close to its limit.
    connectionsCheckingInterval: 1000,
  };
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
