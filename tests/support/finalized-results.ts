// Finalized results on demand: a phrase set written by `author` and two copiers, voted on by
// the minimum number of voters, closed by moving the test clock past its minimum window and
// running the sweep. Each set is finalized before the next is started, so that copy and vote
// rounds always land on the set being played.
import { runGameSweep } from '../../src/server/game/engine/sweep';
import type { EngineContext } from './engines';
import { playPhraseset, playVote } from './game';
import type { RegisteredPlayer } from './players';

export interface Cast {
  copier1: RegisteredPlayer;
  copier2: RegisteredPlayer;
  voters: RegisteredPlayer[];
}

export async function registerCast(ctx: EngineContext): Promise<Cast> {
  const players: RegisteredPlayer[] = [];
  for (let i = 0; i < 2 + ctx.settings.vote_minimum_threshold; i += 1)
    players.push(await ctx.registerPlayer());
  const [copier1, copier2, ...voters] = players as [RegisteredPlayer, RegisteredPlayer];
  return { copier1, copier2, voters };
}

/** Plays and finalizes one set authored by `author`; returns its phraseset id. */
export async function finalizeSet(
  ctx: EngineContext,
  author: RegisteredPlayer,
  cast: Cast,
): Promise<string> {
  const set = await playPhraseset(ctx.app, { author, ...cast });
  for (const voter of cast.voters) await playVote(ctx.app, voter, (phrases) => phrases[0]!);
  ctx.clock.advance(ctx.settings.vote_minimum_window_seconds * 1000);
  const swept = await runGameSweep(ctx.serverContext);
  if (swept.finalizedSets !== 1) throw new Error(`The sweep finalized ${swept.finalizedSets} sets`);
  return set.phrasesetId;
}
