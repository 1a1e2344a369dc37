// Errors of a database that answers but cannot carry out the request, for reasons that are the
// host's to fix or to wait out, never the client's nor a bug of the server: a full disk, damaged
// data, a time limit or lock limit the operator set, conflicts that outlasted the retries, a
// read-only server. A request that meets one is rolled back by its transaction and answered 503
// database_unavailable (try again later) instead of 500, and the host's log says in words what
// happened. PGlite reports these with the same SQLSTATEs as PostgreSQL (a file it cannot extend
// on a full disk is 53100, a damaged page XX001, a damaged index XX002). Except one: a write-ahead
// log it cannot write (a full disk at a commit) is a PANIC, after which PGlite (0.5) spins in its
// WebAssembly at the next statement, or at the COMMIT itself, and the process stops answering:
// no answer of the server's helps there.
import { sqlState } from './database-errors';

export interface HostFault {
  /** The SQLSTATE the database reported. */
  sqlState: string;
  /** What happened and what the host can do, for the log. */
  words: string;
}

/** What each SQLSTATE of the host's faults means. */
const STATE_WORDS: Readonly<Record<string, string>> = {
  // Class 53, insufficient resources (53300, too many connections, is "cannot be reached").
  '53100': "The database server's disk is full: free space on it.",
  '53200': 'The database server ran out of memory.',
  '53400': 'The database server reached one of its configured limits.',
  // Class 58, system errors outside the database.
  '58030': 'The database server could not read or write its files (an I/O error): check its disk.',
  '58P01': 'A file of the database is missing: check the database server and its disk.',
  // Class XX, data found damaged while reading it (XX000, an internal error, may be a bug).
  XX001:
    'Data in the database is damaged: a page of a table cannot be read. Restore it from a backup.',
  XX002: 'An index of the database is damaged: rebuild it (REINDEX).',
  // Limits the operator set, and operator intervention.
  '57014': 'A statement was cancelled: it ran past statement_timeout, or an operator cancelled it.',
  '55P03': 'A lock could not be taken within lock_timeout: another session holds it.',
  '57P04': 'The database was dropped.',
  '57P05': 'The database server closed an idle session (idle_session_timeout).',
  // Conflicts the database aborts a transaction over; transaction() retries them, so these are
  // the ones met again on every attempt.
  '40001': 'Concurrent transactions kept conflicting (serialization failure): try again later.',
  '40P01': 'Concurrent transactions kept deadlocking: try again later.',
  // A server that takes no writes: a hot standby, or default_transaction_read_only.
  '25006':
    'The database is read-only (a standby, or default_transaction_read_only): point DATABASE_URL at the primary.',
};

/** The classes (first two characters) whose every state is the host's fault. */
const CLASS_WORDS: Readonly<Record<string, string>> = {
  '53': 'The database server lacks the resources to carry out the request.',
  '58': 'The database server met a system error: check its disk and system log.',
};

/** The host's fault behind a failed request, or undefined when the error is not one. */
export function hostFault(error: unknown): HostFault | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  const words = Object.hasOwn(STATE_WORDS, state)
    ? STATE_WORDS[state]
    : CLASS_WORDS[state.slice(0, 2)];
  return words === undefined ? undefined : { sqlState: state, words };
}
