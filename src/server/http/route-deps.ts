import type { ServerContext } from '../context';
import type { Database } from '../db/types';
import type { AuthenticateHook } from './authentication';
import type { RateLimits } from './rate-limits';

/** What every route plugin receives as its options. */
export interface RouteDeps {
  ctx: ServerContext;
  database: Database;
  limits: RateLimits;
  /** onRequest hook for routes that need a bearer token; then use `currentPlayer(request)`. */
  authenticate: AuthenticateHook;
}

/** OpenAPI security requirement of authenticated routes. */
export const BEARER = [{ bearerAuth: [] }];
