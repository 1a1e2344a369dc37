// The OpenAPI document exactly as the server publishes it: the app is built in this process on
// an in-memory PGlite database and asked for `/openapi.json`, so the reference describes what
// clients are served, whatever way the routes happen to be declared.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../src/server/clock';
import { migrate, openDatabase } from '../../src/server/db';
import { buildApp } from '../../src/server/http/build-app';
import { loadSettings } from '../../src/server/settings';
import type { OpenApiDocument } from './openapi-document';

export async function publishedOpenApi(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-api-docs-'));
  // An empty environment: the reference must not depend on who generates it (BASE_PATH etc.).
  const settings = loadSettings(
    {},
    {
      data_dir: dataDir,
      token_secret: randomBytes(32).toString('hex'),
      admin_password: randomBytes(16).toString('hex'),
    },
  );
  const database = await openDatabase();
  try {
    await migrate(database);
    const app = await buildApp({ settings, database, clock: systemClock });
    try {
      const answer = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (answer.statusCode !== 200) {
        throw new Error(`GET /openapi.json answered ${answer.statusCode}: ${answer.body}`);
      }
      return answer.json<OpenApiDocument>();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
