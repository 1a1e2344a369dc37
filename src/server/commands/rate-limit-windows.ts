import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { parseInstants } from '../db/instants';
import { queryRows } from '../db/query-rows';
import { rateLimitWindows } from '../db/schema';
import type { Executor } from '../db/types';

/** Whether a hit was let through; when not, how long until it would be. */
export type HitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One limit on one request: `peek` only reads whether it would refuse; `take` counts the hit
 * (refusing if concurrent hits used up the room since). A route peeks all its limits before
 * taking any, so a refused request writes nothing.
 */
export interface CountedLimit {
  peek(now: Date): Promise<HitOutcome>;
  take(now: Date): Promise<HitOutcome>;
}

const ALLOWED: HitOutcome = { allowed: true };

/** `max` hits per fixed window of `windowMs` for one counted thing (an address, an email...). */
export function fixedWindowLimit(
  db: Executor,
  limitName: string,
  counted: string,
  limit: { max: number; windowMs: number },
): CountedLimit {
  const key = rateLimitKey(limitName, counted);
  return {
    peek: async (now) => {
      const row = await windowOf(db, key);
      const full = row !== undefined && row.endsAt > now && row.hits >= limit.max;
      return full ? refusedUntil(row.endsAt, now) : ALLOWED;
    },
    take: (now) => takeRateLimitHit(db, key, limit, now),
  };
}

/** Progressive delays for one counted thing (see takeDelayedHit). */
export function delayedLimit(
  db: Executor,
  key: string,
  delays: { free: number; capSeconds: number },
): CountedLimit {
  return {
    peek: async (now) => {
      const row = await windowOf(db, key);
      const nextAt = row && new Date(row.endsAt.getTime() - MEMORY_MS);
      return nextAt && nextAt > now ? refusedUntil(nextAt, now) : ALLOWED;
    },
    take: (now) => takeDelayedHit(db, key, delays, now),
  };
}

/** How long the count of a delayed limit is remembered after its last wait. */
const MEMORY_MS = 3600_000;

/** The stored key: a hash, so that no address or email is kept in the table. */
export function rateLimitKey(limitName: string, counted: string): string {
  return createHash('sha256').update(`${limitName}\n${counted}`).digest('base64url');
}

/**
 * Counts one hit in the key's fixed window if it is under `max` (a window that has ended starts
 * over). One conditional statement: hits from any number of server processes serialize on the
 * row, so none is lost and no more than `max` get through; a refused hit writes nothing, so a
 * flood of refused requests costs reads only.
 */
async function takeRateLimitHit(
  db: Executor,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
): Promise<HitOutcome> {
  const at = now.toISOString();
  const nextEnd = new Date(now.getTime() + limit.windowMs).toISOString();
  const taken = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimitWindows} (key, hits, ends_at) values (${key}, 1, ${nextEnd}::timestamptz)
        on conflict (key) do update set
          hits = case when ${rateLimitWindows.endsAt} <= ${at}::timestamptz then 1 else ${rateLimitWindows.hits} + 1 end,
          ends_at = case when ${rateLimitWindows.endsAt} <= ${at}::timestamptz then excluded.ends_at else ${rateLimitWindows.endsAt} end
        where ${rateLimitWindows.endsAt} <= ${at}::timestamptz or ${rateLimitWindows.hits} < ${limit.max}::bigint
        returning hits`,
  );
  if (taken.length > 0) return ALLOWED;
  const row = await windowOf(db, key);
  return refusedUntil(row?.endsAt ?? now, now);
}

/**
 * Progressive delays for one key: the first `free` hits within an hour pass at once, then each
 * must wait 2, 4, 8... seconds (up to `capSeconds`) after the one before. The row keeps when the
 * next hit may come (`ends_at` minus an hour: the hour is how long the count is remembered, so
 * the purge of ended windows forgets it only an hour after its last wait). Refused hits write
 * nothing.
 */
async function takeDelayedHit(
  db: Executor,
  key: string,
  delays: { free: number; capSeconds: number },
  now: Date,
): Promise<HitOutcome> {
  const at = now.toISOString();
  const hits = sql`case when ${rateLimitWindows.endsAt} <= ${at}::timestamptz then 1 else ${rateLimitWindows.hits} + 1 end`;
  const taken = await queryRows<{ hits: number }>(
    db,
    sql`insert into ${rateLimitWindows} (key, hits, ends_at)
          values (${key}, 1, ${at}::timestamptz + interval '1 hour')
        on conflict (key) do update set
          hits = ${hits},
          ends_at = ${at}::timestamptz + interval '1 hour' + make_interval(secs => least(${delays.capSeconds}::float8,
            case when ${hits} <= ${delays.free}::int then 0 else power(2, ${hits} - ${delays.free}::int) end))
        where ${rateLimitWindows.endsAt} - interval '1 hour' <= ${at}::timestamptz
        returning hits`,
  );
  if (taken.length > 0) return ALLOWED;
  const row = await windowOf(db, key);
  return refusedUntil(new Date((row?.endsAt.getTime() ?? 0) - MEMORY_MS), now);
}

/** Keeps a key alive until `until` (e.g. an address that logged in to an account). */
export async function markRateLimitKey(db: Executor, key: string, until: Date): Promise<void> {
  await queryRows(
    db,
    sql`insert into ${rateLimitWindows} (key, hits, ends_at) values (${key}, 0, ${until.toISOString()}::timestamptz)
        on conflict (key) do update set ends_at = excluded.ends_at`,
  );
}

/** Whether the key's window is still open. A read: nothing is written. */
export async function rateLimitKeyIsOpen(db: Executor, key: string, now: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from ${rateLimitWindows} where key = ${key} and ${rateLimitWindows.endsAt} > ${now.toISOString()}::timestamptz`,
  );
  return rows.length > 0;
}

/** Forgets the keys' counts (a successful login clears what its failures left). */
export async function clearRateLimitKeys(db: Executor, keys: string[]): Promise<void> {
  await queryRows(db, sql`delete from ${rateLimitWindows} where key in ${keys}`);
}

async function windowOf(
  db: Executor,
  key: string,
): Promise<{ hits: number; endsAt: Date } | undefined> {
  const [row] = parseInstants(
    await queryRows<{ hits: number; ends_at: Date }>(
      db,
      sql`select hits, ends_at from ${rateLimitWindows} where key = ${key}`,
    ),
    'ends_at',
  );
  return row && { hits: Number(row.hits), endsAt: row.ends_at };
}

function refusedUntil(until: Date, now: Date): HitOutcome {
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes the windows that have ended (an ended window counts as empty anyway). */
export async function purgeEndedRateLimitWindows(db: Executor, clock: Clock): Promise<number> {
  const ended = await queryRows<{ key: string }>(
    db,
    sql`delete from ${rateLimitWindows} where ${rateLimitWindows.endsAt} <= ${clock.now().toISOString()}::timestamptz
        returning ${rateLimitWindows.key}`,
  );
  return ended.length;
}
