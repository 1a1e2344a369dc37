// Whether an access token's session still stands: logout, a refresh token's replay, and the
// removal of the account end it (its refresh-token family is revoked or gone). Asked on every
// authenticated request, so each process keeps each answer for a moment: a session ended on any
// process stops working everywhere within `ttlMs` plus one query, at one cached lookup per request.
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import type { Db } from '../db/types';

/** Under a second, with room for the query that refreshes an expired answer. */
export const SESSION_LIVENESS_TTL_MS = 500;
/** Answers kept at most; past this the cache starts over (a flood of sessions cannot grow it). */
const MAX_CACHED_SESSIONS = 50_000;

export type SessionLiveness = (sessionId: string) => Promise<boolean>;

export function createSessionLiveness(db: Db, ttlMs = SESSION_LIVENESS_TTL_MS): SessionLiveness {
  // The promise is cached, so simultaneous requests of one session share one query.
  const answers = new Map<string, { live: Promise<boolean>; at: number }>();
  return (sessionId) => {
    const now = performance.now();
    const cached = answers.get(sessionId);
    if (cached && now - cached.at < ttlMs) return cached.live;
    if (answers.size >= MAX_CACHED_SESSIONS) answers.clear();
    const live = sessionStands(db, sessionId);
    answers.set(sessionId, { live, at: now });
    // A failed lookup is not kept: the next request asks again.
    live.catch(() => answers.delete(sessionId));
    return live;
  };
}

async function sessionStands(db: Db, sessionId: string): Promise<boolean> {
  const [token] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return token !== undefined;
}
