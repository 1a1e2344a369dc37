import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// @node-rs/argon2 defaults to argon2id with the OWASP-recommended cost (19 MiB, 2 passes);
// tests assert the `$argon2id$` prefix so a changed default cannot slip through.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account, so that a login for an unknown
 * email takes as long as one with a wrong password and does not reveal which emails exist.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hash('decoy password that matches nothing');
  await verify(await decoyHash, password);
}

/**
 * A well-formed argon2id hash that no password matches, for accounts nobody may log in to (the
 * backup players): a random salt and a random digest, so verifying any password computes a
 * digest that equals it with probability 2^-256, exactly as for the hash of a secret thrown
 * away, without the hashing (about 70 ms, on a new install's first start).
 */
export function unusablePasswordHash(): string {
  const base64 = (bytes: number) => randomBytes(bytes).toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=19456,t=2,p=1$${base64(16)}$${base64(32)}`;
}
