// When the game sweep is next due, read from the database: the earliest active round's
// expiry plus the grace period, and the earliest voting window to close on a set that no vote
// round holds a place on (a full set is due at once). A vote round holding a place ends by
// its own expiry or its vote, and either wakes the sweep.
import { sql } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { queryRows } from '../db';
import { parseInstants } from '../db/instants';

export async function nextGameSweepDue(ctx: ServerContext): Promise<Date | null> {
  const [row] = parseInstants(
    await queryRows<{ round_expires: Date | null; set_closes: Date | null }>(
      ctx.db,
      sql`select
            (select min(expires_at) from rounds where status = 'active') as round_expires,
            (select min(case when vote_count >= max_votes then created_at else closes_at end)
               from phrasesets
               where status in ('voting', 'closing') and reserved_votes = 0) as set_closes`,
    ),
    'round_expires',
    'set_closes',
  );
  const graceMs = ctx.settings.grace_period_seconds * 1000;
  const candidates = [
    // The sweep expires a round once it is strictly past expiry plus grace.
    row?.round_expires ? row.round_expires.getTime() + graceMs + 1 : null,
    row?.set_closes?.getTime() ?? null,
  ].filter((at): at is number => at !== null);
  return candidates.length === 0 ? null : new Date(Math.min(...candidates));
}
