import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a candidate with the admin password in constant time. Both are hashed first so
 * the comparison does not leak the password's length either.
 */
export function isAdminPassword(candidate: string, adminPassword: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(candidate), digest(adminPassword));
}
