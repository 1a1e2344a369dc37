// `npm run server`: the game server on its own, on PORT (default 8080) and HOST (default
// 0.0.0.0), with every other setting from the environment (see README). SIGINT and SIGTERM
// shut it down cleanly: in-flight requests finish and the database is closed.
import { startServer } from './server';

async function main(): Promise<void> {
  const server = await startServer({ env: process.env, logger: true });
  console.log(`Copycat server listening on ${server.url} (database: ${server.database.engine})`);
  console.log(`API docs: ${server.url}/docs`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received: shutting down`);
    // A second signal while closing means "now".
    process.once(signal, () => process.exit(1));
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
