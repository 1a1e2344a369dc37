// `npm run ledger:check`: audits the ledger of the configured database (DATABASE_URL, else
// the PGlite data folder DATA_DIR) and exits non-zero naming each violation.
import { openDatabase } from '../db';
import { checkLedger } from '../ledger';
import { loadDatabaseSettings } from '../settings';

async function main(): Promise<number> {
  const { database_url, data_dir, database_pool_size } = loadDatabaseSettings(process.env);
  const database = await openDatabase({
    databaseUrl: database_url,
    dataDir: data_dir,
    poolSize: database_pool_size,
  });
  try {
    const violations = await checkLedger(database.db);
    for (const violation of violations)
      console.error(`ledger violation [${violation.rule}] ${violation.message}`);
    console.log(
      violations.length === 0 ? 'Ledger is clean.' : `${violations.length} ledger violation(s).`,
    );
    return violations.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ledger:check failed:', rootMessage(error));
    process.exit(2);
  },
);

/** drizzle wraps database errors in "Failed query: <sql>"; the cause says what went wrong. */
function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
