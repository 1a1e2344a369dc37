import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the committed SQL migrations that the server applies from
// code at start (src/server/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
