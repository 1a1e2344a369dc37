import { hash, verify } from '@node-rs/argon2';

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
