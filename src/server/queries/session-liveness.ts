// Whether an access token's session still stands: logout, a refresh token's replay, and the
// removal of the account end it (its refresh-token family is revoked or gone). Asked on every
// authenticated request, so each process keeps each answer for a moment: a session ended on any
// process stops working everywhere within `ttlMs`, since every answer used was given by a
// query that started less than `ttlMs` before.
import { sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import { queryRows } from '../db/query-rows';
import { refreshTokens } from '../db/schema';
import type { Db } from '../db/types';

/** Under a second, with room for the query that refreshes an expired answer. */
export const SESSION_LIVENESS_TTL_MS = 500;
/** Answers kept at most; past this the cache starts over (a flood of sessions cannot grow it). */
const MAX_CACHED_SESSIONS = 50_000;

export interface SessionLivenessOptions {
  ttlMs?: number;
  /**
   * Sessions used within this long are re-checked together, in one statement, before their
   * answers expire, so their next request finds a fresh answer instead of asking alone (0: off,
   * each expired answer is asked for by the request that needs it). A server with many players
   * turns one statement per request (at the app's pace almost every request found its answer
   * expired) into one statement every `ttlMs * 0.8`; the desktop app, one player on PGlite
   * polling once a minute, keeps it off so that nothing wakes it between polls.
   */
  keepWarmMs?: number;
}

export interface SessionLiveness {
  (sessionId: string): Promise<boolean>;
  /** Stops the background re-check (the server is closing). */
  stop(): void;
}

interface Answer {
  live: Promise<boolean>;
  /** When the query that gave it started (performance.now()). */
  at: number;
  /** When a request last used it. */
  usedAt: number;
}

export function createSessionLiveness(
  db: Db,
  options: SessionLivenessOptions = {},
): SessionLiveness {
  const ttlMs = options.ttlMs ?? SESSION_LIVENESS_TTL_MS;
  const keepWarmMs = options.keepWarmMs ?? 0;
  // The promise is cached, so simultaneous requests of one session share one query.
  const answers = new Map<string, Answer>();
  let timer: NodeJS.Timeout | undefined;
  let refreshing = false;

  const refreshWarm = async () => {
    const started = performance.now();
    const warm = [...answers].filter(([, answer]) => started - answer.usedAt < keepWarmMs);
    // Sessions gone quiet are forgotten once their answer has expired (a request asks again).
    for (const [id, answer] of answers)
      if (started - answer.usedAt >= keepWarmMs && started - answer.at >= ttlMs) answers.delete(id);
    if (warm.length === 0) return stopTimer();
    if (refreshing) return;
    refreshing = true;
    try {
      const ended = new Set(
        await endedSessions(
          db,
          warm.map(([id]) => id),
        ),
      );
      for (const [id, answer] of warm) {
        // Only answers this check is newer than: a request may have asked meanwhile.
        if (answers.get(id) !== answer) continue;
        answer.live = Promise.resolve(!ended.has(id));
        answer.at = started;
      }
    } catch {
      // The next check, or the next request, asks again.
    } finally {
      refreshing = false;
    }
  };
  const startTimer = () => {
    if (timer || keepWarmMs <= 0) return;
    timer = setInterval(() => void refreshWarm(), Math.max(1, Math.floor(ttlMs * 0.8)));
    timer.unref();
  };
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  const liveness = (sessionId: string) => {
    const now = performance.now();
    const cached = answers.get(sessionId);
    if (cached && now - cached.at < ttlMs) {
      cached.usedAt = now;
      return cached.live;
    }
    if (answers.size >= MAX_CACHED_SESSIONS) answers.clear();
    const live = sessionStands(db, sessionId);
    const answer: Answer = { live, at: now, usedAt: now };
    answers.set(sessionId, answer);
    // A failed lookup is not kept: the next request asks again.
    live.catch(() => answers.get(sessionId) === answer && answers.delete(sessionId));
    startTimer();
    return live;
  };
  return Object.assign(liveness, { stop: stopTimer });
}

async function sessionStands(db: Db, sessionId: string): Promise<boolean> {
  const [token] = await liveToken(db, { sessionId });
  return token !== undefined;
}

const liveToken = builtOnce<{ sessionId: string }>(
  (v) =>
    sql`select ${refreshTokens.id} from ${refreshTokens}
          where ${refreshTokens.familyId} = ${v.sessionId} and ${refreshTokens.revokedAt} is null
          limit 1`,
);

/** Of the given sessions, those without an unrevoked refresh token: one statement for all. */
async function endedSessions(db: Db, sessionIds: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select f.id from unnest(${`{${sessionIds.join(',')}}`}::uuid[]) as f(id)
          where not exists (select 1 from "refresh_tokens" t
                            where t.family_id = f.id and t.revoked_at is null)`,
  );
  return rows.map((row) => row.id);
}
