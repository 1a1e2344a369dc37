import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { unusablePasswordHash } from '../auth';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { players } from '../db/schema';
import { openAccount, playerAccount } from '../ledger';
import { randomPseudonym } from '../players/pseudonyms';
import { fundNewBot } from './funding';
import { backupVoteTarget } from './vote-target';

/**
 * Bots in the roster. With the default rules a stalled set needs at most 2 backup copiers
 * and 3 backup voters (5 when they vote up to the closing threshold), all distinct; the
 * spares keep work going while a bot is busy in another server process or holds its
 * maximum of outstanding prompts. A higher vote target asks for more bots.
 */
const SPARE_BOTS = 5;
const MIN_ROSTER_SIZE = 10;

function rosterSize(settings: Parameters<typeof backupVoteTarget>[0]): number {
  return Math.max(MIN_ROSTER_SIZE, 2 + backupVoteTarget(settings) + SPARE_BOTS);
}

/**
 * A bot's username and email. The hyphen puts the username outside what registration gives
 * people (lower-case letters and digits), and `.invalid` is a domain no mail can reach, so
 * no person can ever hold a bot's name or address.
 */
function botIdentity(index: number): { username: string; email: string } {
  const number = String(index).padStart(2, '0');
  return { username: `backup-${number}`, email: `backup-${number}@bots.copycat.invalid` };
}

export interface Roster {
  botIds: string[];
  /**
   * Whether this call created the roster's first bot, i.e. the database had no backup players
   * before: the one process that did so seeds the starter content.
   */
  createdFirstBot: boolean;
}

/**
 * Makes sure the roster's bots exist: ordinary accounts flagged `is_bot`, with a password hash
 * no password matches (logging in as a bot always fails), funded by the house through the
 * ledger.
 * Idempotent and safe when several processes start at once: each bot is inserted by exactly
 * one of them (the unique email decides), and rows are inserted in roster order so that
 * concurrent inserters queue instead of deadlocking.
 */
export async function ensureRoster(ctx: ServerContext): Promise<Roster> {
  const identities = Array.from({ length: rosterSize(ctx.settings) }, (_, i) => botIdentity(i + 1));
  const emails = identities.map((identity) => identity.email);
  const existing = new Set(
    (
      await ctx.db
        .select({ email: players.email })
        .from(players)
        .where(inArray(players.email, emails))
    ).map((row) => row.email),
  );
  const missing = identities.filter((identity) => !existing.has(identity.email));
  const newBots = missing.map((identity) => ({
    ...identity,
    id: randomUUID(),
    passwordHash: unusablePasswordHash(),
  }));

  let createdFirstBot = false;
  if (newBots.length > 0) {
    const now = ctx.clock.now();
    await transaction(ctx.db, async (tx) => {
      createdFirstBot = false;
      for (const bot of newBots) {
        const [inserted] = await tx
          .insert(players)
          .values({ ...bot, pseudonym: randomPseudonym(), isBot: true, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: players.id });
        if (!inserted) continue;
        if (bot.email === identities[0]?.email) createdFirstBot = true;
        await openAccount(tx, playerAccount(bot.id), now);
        await fundNewBot(tx, ctx, bot.id, now);
      }
    });
  }

  const bots = await ctx.db
    .select({ id: players.id })
    .from(players)
    .where(and(inArray(players.email, emails), eq(players.isBot, true)))
    .orderBy(asc(players.email));
  return { botIds: bots.map((bot) => bot.id), createdFirstBot };
}
