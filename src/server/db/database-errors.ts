// PostgreSQL error details, whichever engine raised them. drizzle wraps driver errors in its
// own (DrizzleQueryError), so the original is found by following `cause`.

interface DriverError {
  code: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function driverError(error: unknown): DriverError | undefined {
  let current = error;
  while (current instanceof Object) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return current as DriverError;
    current = cause;
  }
  return undefined;
}

/** The SQLSTATE code (e.g. `23505`), if the error came from the database. */
export function sqlState(error: unknown): string | undefined {
  return driverError(error)?.code;
}

/** The name of the unique constraint a statement violated, if that is what failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const found = driverError(error);
  return found?.code === '23505' ? found.constraint : undefined;
}
