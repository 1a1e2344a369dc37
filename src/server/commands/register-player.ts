import { randomUUID } from 'node:crypto';
import type { RegisterRequest, RegisterResponse } from '../../shared/api/auth';
import { hashPassword } from '../auth';
import type { ServerContext } from '../context';
import { transaction, violatedUniqueConstraint } from '../db';
import { players } from '../db/schema';
import type { Tx } from '../db/types';
import { conflict } from '../errors';
import { HOUSE_ACCOUNT, getBalance, openAccount, playerAccount, transfer } from '../ledger';
import { ledgerKeys } from '../ledger/keys';
import { randomPseudonym } from '../players/pseudonyms';
import { checkRegistrationEmail, checkRegistrationPassword } from '../players/registration-rules';
import {
  isWellFormedUsername,
  usernameBaseFromEmail,
  usernameCandidates,
} from '../players/usernames';
import { isEmailTaken, isUsernameTaken } from '../queries/players';
import { markAddressKnown } from './login-throttle';
import { startSession } from './start-session';

const GENERATED_USERNAME_ATTEMPTS = 10;

/**
 * `POST /player`: creates the account with its starting balance from the house and signs the
 * player in. The requested username is kept when well-formed and free; otherwise one is
 * generated from the email (with retries), and `username_generation_failed` when none is free.
 * The client's `address` becomes the account's first known address (see login-throttle.ts).
 */
export async function registerPlayer(
  ctx: ServerContext,
  input: RegisterRequest,
  address: string,
): Promise<RegisterResponse> {
  const email = checkRegistrationEmail(input.email);
  const password = checkRegistrationPassword(input.password);
  if (await isEmailTaken(ctx.db, email)) throw conflict('email_taken');
  const passwordHash = await hashPassword(password);

  for (const username of usernameChoices(input.username, email, ctx.clock.now())) {
    if (await isUsernameTaken(ctx.db, username)) continue;
    try {
      return await transaction(ctx.db, (tx) =>
        createPlayer(tx, ctx, { username, email, passwordHash }, address),
      );
    } catch (error) {
      // Lost a race for the same username or email with a concurrent registration.
      const constraint = violatedUniqueConstraint(error);
      if (constraint === 'players_email_unique') throw conflict('email_taken');
      if (constraint !== 'players_username_unique') throw error;
    }
  }
  throw conflict('username_generation_failed');
}

function* usernameChoices(
  requested: string | null | undefined,
  email: string,
  now: Date,
): Generator<string> {
  if (requested && isWellFormedUsername(requested)) yield requested;
  yield* usernameCandidates(usernameBaseFromEmail(email), now, GENERATED_USERNAME_ATTEMPTS);
}

async function createPlayer(
  tx: Tx,
  ctx: ServerContext,
  fields: { username: string; email: string; passwordHash: string },
  address: string,
): Promise<RegisterResponse> {
  const now = ctx.clock.now();
  await markAddressKnown(tx, { email: fields.email, address }, now);
  const id = randomUUID();
  await tx
    .insert(players)
    .values({ id, ...fields, pseudonym: randomPseudonym(), createdAt: now, lastLoginAt: now });
  const account = playerAccount(id);
  await openAccount(tx, account, now);
  await transfer(tx, {
    from: HOUSE_ACCOUNT,
    to: account,
    amount: ctx.settings.starting_balance,
    type: 'starting_balance',
    key: ledgerKeys.startingBalance(id),
    playerId: id,
    at: now,
  });
  await ctx.events.raise(tx, { type: 'player_registered', playerId: id, at: now });
  const session = await startSession(tx, ctx, { id, username: fields.username });
  const balance = await getBalance(tx, account);
  return {
    ...session,
    balance,
    message: `Welcome to Copycat, ${fields.username}! You start with ${balance} FC.`,
  };
}
