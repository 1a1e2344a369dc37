// Whether a request failed because the database could not be reached (stopped, restarting,
// unreachable, out of connections), not because of a fault of the server: such a request is
// answered 503 database_unavailable, which a client or a load balancer retries, instead of
// 500 internal_error. drizzle wraps driver errors in its own, so the chain of `cause`s is read.

/**
 * SQLSTATEs of a database that is going away or not there yet: connection exceptions (class
 * 08), shutdowns and "the database system is starting up" (57P01 to 57P03), too many
 * connections (53300).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3]|53300)$/;

/** Node's codes for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** pg's own errors for a lost or unobtainable connection carry no code, only these texts. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 10; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || NETWORK_CODES.has(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = cause;
  }
  return false;
}
