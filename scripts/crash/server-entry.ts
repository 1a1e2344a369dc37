// The crash test's server process: the real startServer, configured from the environment, on a
// clock running CRASH_CLOCK_OFFSET_MS ahead of the real one. The test moves the offset 25 hours
// on at every restart, so that rounds the crash left open are long overdue when the server
// comes back and daily bonuses become claimable again.
// Prints `READY <url>` once it listens, then runs one game sweep (alongside the background
// job's, as a second server process would) and prints `SWEPT <time it started>`: every round
// overdue at that time must then be over. SIGTERM closes it cleanly (SIGKILL is the point).
import type { Clock } from '../../src/server/clock';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { startServer } from '../../src/server/server';

const offsetMs = Number(process.env.CRASH_CLOCK_OFFSET_MS ?? 0);
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

async function main(): Promise<void> {
  const server = await startServer({
    env: process.env,
    clock,
    host: '127.0.0.1',
    // The same address across restarts, as a real server comes back on (CRASH_PORT).
    port: Number(process.env.CRASH_PORT ?? 0),
    logger: false,
  });
  process.once('SIGTERM', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.stdout.write(`READY ${server.url}\n`);
  const sweptFrom = clock.now();
  await runGameSweep(server.app.serverContext);
  process.stdout.write(`SWEPT ${sweptFrom.toISOString()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
