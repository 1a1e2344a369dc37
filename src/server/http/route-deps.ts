import type { ServerContext } from '../context';
import type { Database } from '../db/types';
import type { RateLimits } from './rate-limits';

/** What the handlers of the endpoint table are built with. */
export interface RouteDeps {
  ctx: ServerContext;
  database: Database;
  limits: RateLimits;
}
