// Child process: the HTTP ceiling. A bare Fastify app with one route, started the same way as
// the game server (own process, 127.0.0.1, random port), so the difference between the two is
// the game's own work.
import Fastify from 'fastify';
import { serveUntilStopped } from '../lib/child-side';

serveUntilStopped(async () => {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => app.close() };
});
