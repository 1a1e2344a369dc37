// A backup vote that picks the original as often as the setting says, like a crowd of people
// who spot it that often. Authors are paid by the votes for their original, so this rate, not
// how well a provider spots a copy, decides what a prompt earns from backup players: at the
// solo profile's rate an average prompt earns a little less than it cost, which keeps one person
// from farming them (npm run solo:sim prints the person's money in and out).
import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { phrasesets, rounds } from '../db/schema';

/** The phrase to vote for among the three shown, or null when the provider should choose. */
export async function calibratedVote(
  ctx: ServerContext,
  phrasesetId: string,
  phrases: readonly [string, string, string],
): Promise<string | null> {
  const accuracy = ctx.settings.ai_backup_vote_accuracy_percent;
  if (accuracy === 0) return null;
  const [set] = await ctx.db
    .select({ original: rounds.phrase })
    .from(phrasesets)
    .innerJoin(rounds, eq(rounds.id, phrasesets.promptRoundId))
    .where(eq(phrasesets.id, phrasesetId));
  if (!set?.original) return null;
  const original = set.original;
  if (ctx.random() * 100 < accuracy) return original;
  const copies = phrases.filter((phrase) => phrase !== original);
  return copies[Math.floor(ctx.random() * copies.length)] ?? original;
}
