// Which bots may take a backup turn. These are only a first sort: the engine's own commands
// check every rule again when the bot starts its round (not its own prompt, one copy per
// prompt, never a set it contributed to or voted on, one active round).
import { sql, type SQL } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { queryRows } from '../db/query-rows';
import { shuffled } from '../game/engine/shuffle';

/**
 * Bots without an active round, in random order (the game's random source, so a seeded test
 * replays it) so that concurrent schedulers rarely pick the same one.
 */
async function idleBots(ctx: ServerContext, rule: SQL): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select b.id from players b
        where b.is_bot
          and not exists (select 1 from rounds busy where busy.player_id = b.id and busy.status = 'active')
          and ${rule}
        order by b.username`,
  );
  return shuffled(
    rows.map((row) => row.id),
    ctx.random,
  );
}

/** Bots that may copy this prompt: not its author, never had a copy round on it. */
export function botsThatMayCopy(ctx: ServerContext, promptRoundId: string): Promise<string[]> {
  return idleBots(
    ctx,
    sql`not exists (select 1 from rounds p where p.id = ${promptRoundId} and p.player_id = b.id)
        and not exists (
          select 1 from rounds mine
          where mine.prompt_round_id = ${promptRoundId} and mine.round_type = 'copy' and mine.player_id = b.id)`,
  );
}

/** Bots that may vote on this set: not one of its contributors, not voted on it yet. */
export function botsThatMayVote(ctx: ServerContext, phrasesetId: string): Promise<string[]> {
  return idleBots(
    ctx,
    sql`not exists (
          select 1 from phrasesets s
          where s.id = ${phrasesetId} and b.id in (s.original_player_id, s.copy1_player_id, s.copy2_player_id))
        and not exists (select 1 from votes v where v.phraseset_id = ${phrasesetId} and v.player_id = b.id)`,
  );
}

/** Bots that may write a prompt: any idle one (the engine refuses one at its outstanding maximum). */
export function botsThatMayWrite(ctx: ServerContext): Promise<string[]> {
  return idleBots(ctx, sql`true`);
}
