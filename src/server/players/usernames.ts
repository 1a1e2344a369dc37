import { randomInt } from 'node:crypto';

/** Well-formed usernames: 3 to 30 lower-case letters and digits. */
const USERNAME_PATTERN = /^[a-z0-9]{3,30}$/;
const SUFFIX_DIGITS = 4;
const MAX_BASE_LENGTH = 30 - SUFFIX_DIGITS;

export function isWellFormedUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

/**
 * docs/product.md#registration-and-sign-in: the part of the email before the @, non-alphanumerics
 * removed, lower-cased; `player` when nothing is left.
 */
export function usernameBaseFromEmail(email: string): string {
  const localPart = email.slice(0, Math.max(0, email.lastIndexOf('@')));
  return cleanBase(localPart) || 'player';
}

export function cleanBase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_BASE_LENGTH);
}

/**
 * Candidate usernames for a base: first with the last four digits of the current time (as
 * the browser proposes), then with random digits for the retries.
 */
export function* usernameCandidates(base: string, now: Date, attempts: number): Generator<string> {
  yield `${base}${String(now.getTime() % 10 ** SUFFIX_DIGITS).padStart(SUFFIX_DIGITS, '0')}`;
  for (let attempt = 1; attempt < attempts; attempt += 1) {
    yield `${base}${String(randomInt(10 ** SUFFIX_DIGITS)).padStart(SUFFIX_DIGITS, '0')}`;
  }
}
