// Helpers for the game engine suites: playing rounds over HTTP (app.inject), picking phrases
// that pass validation for whatever prompt was drawn, and reading balances.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { PhrasesetDetails, VoteResponse } from '../../src/shared/api/phrasesets';
import type {
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
} from '../../src/shared/api/rounds';
import type { ServerContext } from '../../src/server/context';
import { validateCopyPhrase, validatePromptPhrase } from '../../src/server/game/validation';
import { transaction } from '../../src/server/db';
import { HOUSE_ACCOUNT, getBalance, playerAccount, transfer } from '../../src/server/ledger';
import type { EngineContext } from './engines';
import type { RegisteredPlayer } from './players';

/** Phrases with pairwise distinct words, so some pass against any prompt and any other two. */
export const PHRASES = [
  'PURPLE ELEPHANT DANCE',
  'QUIET MORNING TEA',
  'BROKEN UMBRELLA',
  'SILVER ROCKET SHIP',
  'GIANT PICKLE JAR',
  'RUSTY BICYCLE BELL',
  'WOOLLY SOCKS',
  'JAZZ TRUMPET SOLO',
  'ANGRY PENGUIN',
  'CRISPY BACON STRIPS',
  'VELVET CURTAIN',
  'LAZY SUNDAY NAP',
  'HAUNTED LIGHTHOUSE',
  'MAGNETIC CARPET',
  'WOBBLY JELLY TOWER',
];

/** The first phrase of the list that is a valid prompt phrase for this prompt. */
export function validPromptPhrase(ctx: ServerContext, promptText: string, skip = 0): string {
  const valid = PHRASES.filter(
    (phrase) => validatePromptPhrase(phrase, promptText, ctx.settings, ctx.dictionary).ok,
  );
  const phrase = valid[skip % valid.length];
  if (!phrase) throw new Error(`No test phrase fits the prompt "${promptText}"`);
  return phrase;
}

/** The first phrase of the list that is a valid copy of `originalPhrase` (and differs from `otherCopy`). */
export function validCopyPhrase(
  ctx: ServerContext,
  context: { originalPhrase: string; otherCopy?: string | null; promptText: string },
): string {
  const phrase = PHRASES.find(
    (candidate) => validateCopyPhrase(candidate, context, ctx.settings, ctx.dictionary).ok,
  );
  if (!phrase) throw new Error(`No test phrase is a valid copy of "${context.originalPhrase}"`);
  return phrase;
}

/**
 * A JSON body as tests read it: loosely typed by default so a test can look into any field;
 * pass the api type (`ok<StartVoteResponse>(...)`) where the shape matters.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export interface Reply<T = JsonBody> {
  status: number;
  body: T;
}

/** One authenticated call through app.inject. */
export async function call<T = JsonBody>(
  app: FastifyInstance,
  player: RegisteredPlayer,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<Reply<T>> {
  const reply = await app.inject({
    method,
    url,
    headers: player.headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
  return { status: reply.statusCode, body: reply.json<T>() };
}

/** Like `call`, expecting 200. */
export async function ok<T = JsonBody>(
  app: FastifyInstance,
  player: RegisteredPlayer,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<T> {
  const reply = await call<T>(app, player, method, url, payload);
  expect(reply.status, `${method} ${url}: ${JSON.stringify(reply.body)}`).toBe(200);
  return reply.body;
}

export function balanceOf(ctx: ServerContext, playerId: string): Promise<number> {
  return getBalance(ctx.db, playerAccount(playerId));
}

export interface PlayedPrompt {
  roundId: string;
  promptText: string;
  phrase: string;
}

/** Starts and submits a prompt round; returns its id, prompt and the stored phrase. */
export async function playPrompt(
  app: FastifyInstance,
  player: RegisteredPlayer,
  skip = 0,
): Promise<PlayedPrompt> {
  const round = await ok<StartPromptResponse>(app, player, 'POST', '/rounds/prompt');
  const phrase = validPromptPhrase(app.serverContext, round.prompt_text, skip);
  await ok(app, player, 'POST', `/rounds/${round.round_id}/submit`, { phrase });
  return { roundId: round.round_id, promptText: round.prompt_text, phrase };
}

/** Starts and submits a copy round on whatever prompt the queue gives; returns the round and phrase. */
export async function playCopy(
  app: FastifyInstance,
  player: RegisteredPlayer,
  known: { promptText: string; otherCopy?: string | null },
): Promise<{ roundId: string; promptRoundId: string; phrase: string; cost: number }> {
  const round = await ok<StartCopyResponse>(app, player, 'POST', '/rounds/copy');
  const phrase = validCopyPhrase(app.serverContext, {
    originalPhrase: round.original_phrase,
    ...known,
  });
  await ok(app, player, 'POST', `/rounds/${round.round_id}/submit`, { phrase });
  return {
    roundId: round.round_id,
    promptRoundId: round.prompt_round_id,
    phrase,
    cost: round.cost,
  };
}

/** A prompt with both copies submitted: the phrase set, by three fresh players. */
export async function playPhraseset(
  app: FastifyInstance,
  players: { author: RegisteredPlayer; copier1: RegisteredPlayer; copier2: RegisteredPlayer },
): Promise<{ prompt: PlayedPrompt; copy1: string; copy2: string; phrasesetId: string }> {
  const prompt = await playPrompt(app, players.author);
  const copy1 = await playCopy(app, players.copier1, { promptText: prompt.promptText });
  const copy2 = await playCopy(app, players.copier2, {
    promptText: prompt.promptText,
    otherCopy: copy1.phrase,
  });
  const details = await ok<PhrasesetDetails>(
    app,
    players.author,
    'GET',
    `/phrasesets/${prompt.roundId}/details`,
  );
  if (!details.phraseset_id) throw new Error('The second copy did not form the phrase set');
  return { prompt, copy1: copy1.phrase, copy2: copy2.phrase, phrasesetId: details.phraseset_id };
}

/** Starts a vote round and votes for `pick(phrases)`; returns the vote response. */
export async function playVote(
  app: FastifyInstance,
  voter: RegisteredPlayer,
  pick: (phrases: string[]) => string,
): Promise<{ phrasesetId: string; response: VoteResponse }> {
  const round = await ok<StartVoteResponse>(app, voter, 'POST', '/rounds/vote');
  const response = await ok<VoteResponse>(
    app,
    voter,
    'POST',
    `/phrasesets/${round.phraseset_id}/vote`,
    {
      phrase: pick(round.phrases),
    },
  );
  return { phrasesetId: round.phraseset_id, response };
}

/** Moves coins between the player and the house (a ledger entry like any other) until the balance is `amount`. */
export async function setBalance(
  ctx: ServerContext,
  playerId: string,
  amount: number,
): Promise<void> {
  const account = playerAccount(playerId);
  const difference = amount - (await getBalance(ctx.db, account));
  await transaction(ctx.db, (tx) =>
    transfer(tx, {
      from: difference > 0 ? HOUSE_ACCOUNT : account,
      to: difference > 0 ? account : HOUSE_ACCOUNT,
      amount: Math.abs(difference),
      type: 'bot_topup',
      key: `test-balance:${randomUUID()}`,
      playerId,
      at: ctx.clock.now(),
    }),
  );
}

/** Moves the clock to `ms` after the round's submission deadline (expires_at + grace). */
export function passDeadline(ctx: EngineContext, expiresAt: string, ms: number): void {
  ctx.clock.set(new Date(Date.parse(expiresAt) + ctx.settings.grace_period_seconds * 1000 + ms));
}
