// Starts a throw-away PostgreSQL 15 server from the machine's binaries on a free port, so the
// database suites run on a real server as well as on PGlite. Where the binaries are missing the
// suites skip their PostgreSQL half with a printed notice (see tests/support/engines.ts).
// TEST_PG_URL points the suites at an existing server instead.
import type { TestProject } from 'vitest/node';
import {
  postgresBinariesAvailable,
  startPostgresServer,
} from '../../src/server/dev/postgres-server';

export default async function setup(project: TestProject): Promise<(() => void) | void> {
  if (process.env.TEST_PG_URL) {
    project.provide('pgAdminUrl', process.env.TEST_PG_URL);
    return;
  }
  if (!postgresBinariesAvailable()) {
    project.provide('pgAdminUrl', '');
    return;
  }
  const server = await startPostgresServer();
  project.provide('pgAdminUrl', server.adminUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
