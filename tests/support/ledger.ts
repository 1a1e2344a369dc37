import { expect } from 'vitest';
import type { Executor } from '../../src/server/db/types';
import { checkLedger } from '../../src/server/ledger';

/** Fails the test (or suite) when the ledger audit finds any violation. */
export async function expectLedgerClean(executor: Executor): Promise<void> {
  const violations = await checkLedger(executor);
  expect(violations.map((violation) => violation.message)).toEqual([]);
}
