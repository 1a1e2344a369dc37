// Starts a throw-away PostgreSQL 15 server from the machine's binaries on a free port, so the
// database suites run on a real server as well as on PGlite. Where the binaries are missing the
// suites skip their PostgreSQL half with a printed notice (see tests/support/engines.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a command as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(cmd: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
}

export default async function setup(project: TestProject): Promise<(() => void) | void> {
  if (process.env.TEST_PG_URL) {
    project.provide('pgAdminUrl', process.env.TEST_PG_URL);
    return;
  }
  if (!existsSync(join(PG_BIN, 'postgres'))) {
    project.provide('pgAdminUrl', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'copycat-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  asPostgres(join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  asPostgres(join(PG_BIN, 'pg_ctl'), [
    '-D', dataDir, '-l', join(dir, 'server.log'), '-w', 'start',
    '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
  ]);
  project.provide('pgAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
