// Runs `npm run ledger:check`'s own command on the run's database once its servers have
// stopped: the same audit an operator runs, with its exit code and last line.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '../lib/child-process';

export interface LedgerCheckCommand {
  exitCode: number | null;
  /** Its last line: "Ledger is clean." or the number of violations. */
  summary: string;
  /** Each violation it named, as `[rule] message`. */
  violations: string[];
}

const VIOLATION = 'ledger violation ';

export function runLedgerCheckCommand(database: {
  databaseUrl?: string;
  dataDir: string;
}): LedgerCheckCommand {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else delete env.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/ledger-check.ts'],
    {
      cwd: REPO_ROOT,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  const lines = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n');
  return {
    exitCode: result.status,
    summary: lines.at(-1) ?? '',
    violations: lines
      .filter((line) => line.startsWith(VIOLATION))
      .map((line) => line.slice(VIOLATION.length)),
  };
}
