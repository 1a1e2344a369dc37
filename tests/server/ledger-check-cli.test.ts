import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, transaction } from '../../src/server/db';
import { accounts } from '../../src/server/db/schema';
import { HOUSE_ACCOUNT, playerAccount, transfer } from '../../src/server/ledger';
import { collect, spawnTsx } from '../support/run-tsx';

const dataDir = mkdtempSync(join(tmpdir(), 'copycat-ledger-cli-'));
const player = playerAccount(randomUUID());

async function withDatabase(
  fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await fn(database.db);
  } finally {
    await database.close();
  }
}

const runLedgerCheck = () =>
  collect(spawnTsx('src/server/cli/ledger-check.ts', { DATA_DIR: dataDir }));

describe('npm run ledger:check (PGlite data folder)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('exits 0 on clean books, then non-zero naming a tampered account', async () => {
    const database = await openDatabase({ dataDir });
    try {
      await migrate(database);
      await transaction(database.db, (tx) =>
        transfer(tx, {
          from: HOUSE_ACCOUNT,
          to: player,
          amount: 5000,
          type: 'starting_balance',
          key: `start:${player}`,
          at: new Date(),
        }),
      );
    } finally {
      await database.close();
    }

    const clean = await runLedgerCheck();
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Ledger is clean.');

    await withDatabase((db) =>
      db
        .update(accounts)
        .set({ balance: 4000 })
        .where(eq(accounts.id, player))
        .then(() => undefined),
    );
    const tampered = await runLedgerCheck();
    expect(tampered.code).toBe(1);
    expect(tampered.stderr).toContain(
      `ledger violation [balance_mismatch] ${player}: balance 4000 but its entries net 5000`,
    );
    expect(tampered.stderr).toContain(
      'ledger violation [unbalanced_total] all accounts sum to -1000, not 0',
    );
  });
});
