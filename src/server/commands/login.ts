import { eq } from 'drizzle-orm';
import type { LoginRequest, TokenResponse } from '../../shared/api/auth';
import { spendVerificationTime, verifyPassword } from '../auth';
import type { ServerContext } from '../context';
import { transaction } from '../db';
import { players } from '../db/schema';
import { unauthorized, unprocessable } from '../errors';
import { normalizeLoginEmail } from '../players/registration-rules';
import { findPlayerByEmail } from '../queries/players';
import { loginSucceeded } from './login-throttle';
import { startSession } from './start-session';

/**
 * `POST /auth/login`: a new session; a wrong email or password are indistinguishable. The
 * client's `address` becomes one of the account's known addresses (see login-throttle.ts).
 */
export async function login(
  ctx: ServerContext,
  input: LoginRequest,
  address: string,
): Promise<TokenResponse> {
  const email = normalizeLoginEmail(input.email ?? '');
  const password = input.password ?? '';
  if (email === '' || password === '') throw unprocessable('login_incomplete');

  const player = await findPlayerByEmail(ctx.db, email);
  if (!player) {
    await spendVerificationTime(password);
    throw unauthorized('invalid_credentials');
  }
  if (!(await verifyPassword(player.passwordHash, password)))
    throw unauthorized('invalid_credentials');

  return transaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    await tx.update(players).set({ lastLoginAt: now }).where(eq(players.id, player.id));
    await loginSucceeded(tx, { email, address }, now);
    return startSession(tx, ctx, player);
  });
}
