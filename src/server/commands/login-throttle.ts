// Login guessing is bounded without locking the owner out. Two counts, both in the database so
// that every server process shares them:
// - per account and address: `rate_limit_login_per_email` attempts per window, so a stranger's
//   guesses from their addresses never use up the owner's attempts from theirs;
// - per account, from addresses that never logged in to it: the first few attempts in an hour
//   pass, then each waits 2, 4, 8... up to 60 seconds after the one before. Guessing from many
//   addresses is slowed to about 70 tries an hour, while the owner's known addresses (where they
//   registered or logged in within 30 days) are never delayed by it.
// Refused attempts write nothing.
import type { Executor } from '../db/types';
import type { Settings } from '../settings';
import {
  clearRateLimitKeys,
  delayedLimit,
  fixedWindowLimit,
  markRateLimitKey,
  rateLimitKey,
  rateLimitKeyIsOpen,
  type CountedLimit,
} from './rate-limit-windows';

/** A login attempt: the normalized email and the client's address. */
export interface LoginSource {
  email: string;
  address: string;
}

export const UNKNOWN_ADDRESS_DELAYS = { free: 5, capSeconds: 60 };
const KNOWN_ADDRESS_DAYS = 30;

const PAIR_LIMIT = 'login-account-address';
const pairCounted = ({ email, address }: LoginSource) => `${email}\n${address}`;
const accountKey = ({ email }: LoginSource) => rateLimitKey('login-account', email);
const knownKey = ({ email, address }: LoginSource) =>
  rateLimitKey('login-known-address', `${email}\n${address}`);

/** The per-account limits of one login attempt. */
export function loginAttemptLimit(
  db: Executor,
  source: LoginSource,
  settings: Settings,
): CountedLimit {
  const pair = fixedWindowLimit(db, PAIR_LIMIT, pairCounted(source), {
    max: settings.rate_limit_login_per_email,
    windowMs: settings.rate_limit_window_seconds * 1000,
  });
  const account = delayedLimit(db, accountKey(source), UNKNOWN_ADDRESS_DELAYS);
  // Whether the address is the owner's is read once per request, then used by both steps.
  let known: Promise<boolean> | undefined;
  const both =
    (step: 'peek' | 'take'): CountedLimit['peek'] =>
    async (now) => {
      const outcome = await pair[step](now);
      if (!outcome.allowed) return outcome;
      known ??= rateLimitKeyIsOpen(db, knownKey(source), now);
      return (await known) ? outcome : account[step](now);
    };
  return { peek: both('peek'), take: both('take') };
}

/** A successful login: its address is known to the account from now on, its typos forgotten. */
export async function loginSucceeded(db: Executor, source: LoginSource, now: Date): Promise<void> {
  await clearRateLimitKeys(db, [rateLimitKey(PAIR_LIMIT, pairCounted(source))]);
  await markAddressKnown(db, source, now);
}

/** The address the account was created or logged in from is the owner's for a while. */
export async function markAddressKnown(
  db: Executor,
  source: LoginSource,
  now: Date,
): Promise<void> {
  await markRateLimitKey(
    db,
    knownKey(source),
    new Date(now.getTime() + KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000),
  );
}
