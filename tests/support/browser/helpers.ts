// Other players, played straight through their own main-process core (no browser): they
// provide the prompts to copy and the phrase sets to vote on that a scenario needs.
import type { AppCore } from '../../../src/main/core/create-app-core';
import { startVoteRound } from '../../../src/server/commands/start-vote-round';
import type { Player, StartVoteResponse, VoteResponse } from '../../../src/shared/api';
import type { IpcResult } from '../../../src/shared/ipc';
import type { GameStack } from './game-stack';
import { newAccount } from './players';

/** Phrases made of common dictionary words and unlike one another, tried in turn. */
export const PHRASES = [
  'velvet moon garden',
  'silk lunar meadow',
  'quiet river stone',
  'brave paper kite',
  'golden autumn bridge',
  'frozen candle smoke',
  'gentle thunder drum',
  'purple ocean whisper',
];

/** The data of a successful call; a failure throws with the server's answer. */
export function unwrap<T>(result: IpcResult<unknown>, what: string): T {
  if (!result.ok)
    throw new Error(
      `${what} failed: ${result.error.status} ${result.error.code ?? ''} ${result.error.message}`,
    );
  return result.data as T;
}

export async function signUp(core: AppCore, prefix: string): Promise<void> {
  const account = newAccount(prefix);
  unwrap(
    await core.invoke('session:register', { email: account.email, password: account.password }),
    'register',
  );
}

/**
 * One signed-up player (own core, own account) per prefix, registered side by side; the
 * result has the prefixes' shape, so `const [a, b] = await signedUpPlayers(stack, ['a', 'b'])`.
 */
export async function signedUpPlayers<const Prefixes extends readonly string[]>(
  stack: GameStack,
  prefixes: Prefixes,
): Promise<{ -readonly [Index in keyof Prefixes]: AppCore }> {
  const players = await Promise.all(
    prefixes.map(async (prefix) => {
      const core = await stack.newCore();
      await signUp(core, prefix);
      return core;
    }),
  );
  return players as { -readonly [Index in keyof Prefixes]: AppCore };
}

/** Submits the first phrase of the list the server accepts (the prompt text is random). */
export async function submitAnyPhrase(
  core: AppCore,
  roundId: string,
  avoid: readonly string[] = [],
): Promise<string> {
  for (const phrase of PHRASES.filter((candidate) => !avoid.includes(candidate))) {
    const result = await core.invoke('rounds:submit', { roundId, phrase });
    if (result.ok) return phrase;
    if (result.error.code !== 'invalid_phrase' && result.error.code !== 'duplicate_phrase')
      unwrap(result, 'submit');
  }
  throw new Error('no phrase of the list was accepted');
}

/** A helper player writes a prompt phrase; returns it. */
export async function helperPrompt(core: AppCore): Promise<string> {
  const round = unwrap<{ round_id: string }>(
    await core.invoke('rounds:startPrompt', undefined),
    'start prompt',
  );
  return submitAnyPhrase(core, round.round_id);
}

/**
 * A helper player copies every prompt it may (oldest first) until none is left, so that
 * every waiting prompt fills up whatever earlier scenarios left behind.
 */
export async function helperCopyAll(core: AppCore): Promise<number> {
  for (let copies = 0; copies < 20; copies += 1) {
    const started = await core.invoke('rounds:startCopy', undefined);
    if (!started.ok && started.error.code === 'no_prompts_available') return copies;
    const round = unwrap<{ round_id: string; original_phrase: string }>(started, 'start copy');
    await submitAnyPhrase(core, round.round_id, [round.original_phrase.toLowerCase()]);
  }
  throw new Error('copies never ran out');
}

/** Who makes a phrase set; whoever is not given is a new player signed up for it. */
export interface SetMakers {
  author?: AppCore;
  copiers?: readonly [AppCore, AppCore];
}

/**
 * A phrase set waiting for votes: the author writes a prompt and the two copiers both its
 * copies (and fill any other waiting prompt). Returns the original phrase.
 */
export async function setWaitingForVotes(
  stack: GameStack,
  makers: SetMakers = {},
): Promise<string> {
  const newPlayer = async (prefix: string) => (await signedUpPlayers(stack, [prefix]))[0];
  const [author, copierOne, copierTwo] = await Promise.all([
    makers.author ?? newPlayer('author'),
    ...(makers.copiers ?? [newPlayer('copierone'), newPlayer('copiertwo')]),
  ]);
  const original = await helperPrompt(author);
  await helperCopyAll(copierOne);
  await helperCopyAll(copierTwo);
  return original;
}

/** A player writes `count` prompts in a row (each a prompt round submitted at once). */
export async function helperPrompts(core: AppCore, count: number): Promise<string[]> {
  const phrases: string[] = [];
  for (let round = 0; round < count; round += 1) phrases.push(await helperPrompt(core));
  return phrases;
}

export interface CastVote {
  phrasesetId: string;
  choice: string;
  correct: boolean;
}

/** A player starts a vote round and votes for the phrase `choose` picks among the three. */
export async function helperVote(
  core: AppCore,
  choose: (phrases: readonly string[]) => string,
): Promise<CastVote> {
  const round = unwrap<StartVoteResponse>(
    await core.invoke('rounds:startVote', undefined),
    'start vote',
  );
  const choice = choose(round.phrases);
  const vote = unwrap<VoteResponse>(
    await core.invoke('phrasesets:vote', { id: round.phraseset_id, phrase: choice }),
    'vote',
  );
  return { phrasesetId: round.phraseset_id, choice, correct: vote.correct };
}

/**
 * A helper player votes (for the first phrase) on every set it may, each set once, until none
 * is left: open sets reach their end.
 */
export async function helperVoteAll(core: AppCore): Promise<void> {
  for (;;) {
    const started = await core.invoke('rounds:startVote', undefined);
    if (!started.ok && started.error.code === 'no_phrasesets_available') return;
    const round = unwrap<StartVoteResponse>(started, 'start vote');
    unwrap(
      await core.invoke('phrasesets:vote', { id: round.phraseset_id, phrase: round.phrases[0]! }),
      'vote',
    );
  }
}

/** The player's id, as the server knows it. */
export const playerIdOf = async (core: AppCore) =>
  unwrap<Player>(await core.invoke('player:balance', undefined), 'balance').player_id;

/** Each voter votes (for the first phrase) on the set `phrasesetId`, given it on the server. */
export async function votesOnSet(
  stack: GameStack,
  phrasesetId: string,
  voters: readonly AppCore[],
): Promise<void> {
  const ctx = stack.server.app.serverContext;
  for (const voter of voters) {
    const round = await startVoteRound(ctx, await playerIdOf(voter), { phrasesetId });
    unwrap(
      await voter.invoke('phrasesets:vote', { id: round.phraseset_id, phrase: round.phrases[0] }),
      'vote',
    );
  }
}

/** The server keeps phrases upper case; pages and inputs may show them in any case. */
export const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
