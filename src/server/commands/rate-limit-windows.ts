import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { parseInstants } from '../db/instants';
import { queryRows } from '../db/query-rows';
import { rateLimitWindows } from '../db/schema';
import type { Executor } from '../db/types';

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  endsAt: Date;
}

/** The stored key: a hash, so that no address or email is kept in the table. */
export function rateLimitKey(limitName: string, counted: string): string {
  return createHash('sha256').update(`${limitName}\n${counted}`).digest('base64url');
}

/**
 * Counts one hit in the key's fixed window, opening a new window when the last one has ended.
 * One statement: concurrent hits from any number of server processes serialize on the row,
 * so each gets its own count and none is lost.
 */
export async function countRateLimitHit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
): Promise<WindowCount> {
  const nextEnd = new Date(now.getTime() + windowMs).toISOString();
  const at = now.toISOString();
  const [row] = parseInstants(
    await queryRows<{ hits: number; ends_at: Date }>(
      db,
      sql`insert into ${rateLimitWindows} (key, hits, ends_at) values (${key}, 1, ${nextEnd}::timestamptz)
          on conflict (key) do update set
            hits = case when ${rateLimitWindows.endsAt} <= ${at}::timestamptz then 1 else ${rateLimitWindows.hits} + 1 end,
            ends_at = case when ${rateLimitWindows.endsAt} <= ${at}::timestamptz then excluded.ends_at else ${rateLimitWindows.endsAt} end
          returning hits, ends_at`,
    ),
    'ends_at',
  );
  if (!row) throw new Error('The rate limit window was not counted');
  return { hits: Number(row.hits), endsAt: row.ends_at };
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
