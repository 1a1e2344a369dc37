// The core's Fetch port backed by Electron's net.fetch, which sends requests through Chromium's
// network stack: the system's proxy settings (PAC files, WPAD, per-session rules) and the OS
// certificate store apply, so a player behind a company proxy or TLS inspection reaches a hosted
// server as their browser does. Node's fetch (undici) reads neither. The embedded server on
// 127.0.0.1 is reached directly: Chromium never sends loopback addresses to a proxy, and its port
// (picked by the OS from the ephemeral range) is never one of the ports Chromium refuses.
import type { Net } from 'electron';
import type { Fetch } from '../core/http/http-client';

export function chromiumFetch(net: Pick<Net, 'fetch'>): Fetch {
  // net.fetch takes a string or a Request; the client sends strings, a URL is spelt out.
  return (input, init) => net.fetch(input instanceof URL ? input.href : input, init);
}
