// `npm run server`: the game server on its own, on PORT (default 8080) and HOST (default
// 0.0.0.0), with every other setting from the environment (see README). SIGINT and SIGTERM
// shut it down cleanly: in-flight requests finish and the database is closed.
import { startServer } from './server';

/**
 * The longest a clean shutdown may take before the process exits anyway (code 1). Requests
 * normally finish in milliseconds, but one waiting on a lock another database session holds,
 * or on a database that stopped answering, held the exit forever. Cutting them is safe: each
 * command is one transaction, which PostgreSQL rolls back when its connection goes. Shorter
 * than the 10 s Docker waits between SIGTERM and SIGKILL, so the reason is printed.
 */
const SHUTDOWN_TIMEOUT_MS = 8_000;

async function main(): Promise<void> {
  const server = await startServer({ env: process.env, logger: true });
  console.log(`Copycat server listening on ${server.url} (database: ${server.database.engine})`);
  console.log(`API docs: ${server.url}/docs`);

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A second signal while closing, SIGINT or SIGTERM, means "now".
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    console.log(`${signal} received: shutting down`);
    setTimeout(() => {
      console.error(`Shutdown did not finish within ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
