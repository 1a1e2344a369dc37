import { sqlState } from './database-errors';
import type { Db, Tx } from './types';

/** serialization_failure and deadlock_detected: the database asks us to try again. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/**
 * Runs `fn` in one transaction, retrying it when PostgreSQL aborted it to resolve a deadlock
 * or serialization conflict. `fn` may therefore run more than once: keep side effects other
 * than database writes out of it.
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_STATES.has(sqlState(error) ?? '')) throw error;
    }
  }
}
