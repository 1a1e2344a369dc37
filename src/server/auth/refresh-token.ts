import { createHash, randomBytes } from 'node:crypto';

/** A fresh refresh token: 256 random bits, given to the client once and never stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
