// Child process: the real game server (startServer), configured from the environment the
// benchmark prepared (bench/lib/bench-settings.ts). Its CPU and memory are the figures reported.
import { startServer } from '../../src/server/server';
import { serveUntilStopped } from '../lib/child-side';

serveUntilStopped(async () => {
  const server = await startServer({ env: process.env, logger: false });
  return { url: server.url, close: () => server.close() };
});
