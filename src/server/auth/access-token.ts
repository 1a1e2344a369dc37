import { createHmac, timingSafeEqual } from 'node:crypto';

// Access tokens are compact JWTs signed with HMAC-SHA256 under the server's token secret.
// Verification accepts exactly one algorithm: a token whose header names anything else
// (including `none`) is refused before its signature is even looked at. Each token names its
// session (`sid`, the refresh-token family) so that ending the session ends the token.

const ALLOWED_ALGORITHM = 'HS256';
/** Player and session ids are UUIDs; a claim of any other shape names nothing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export interface AccessTokenClaims {
  playerId: string;
  username: string;
  /** The session (refresh-token family) the token was issued for. */
  sessionId: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(
  claims: AccessTokenClaims,
  secret: string,
  now: Date,
  lifetimeSeconds: number,
): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = encode({ alg: ALLOWED_ALGORITHM, typ: 'JWT' });
  const payload = encode({
    sub: claims.playerId,
    sid: claims.sessionId,
    username: claims.username,
    iat: issuedAt,
    exp: issuedAt + lifetimeSeconds,
  });
  return `${header}.${payload}.${sign(`${header}.${payload}`, secret).toString('base64url')}`;
}

/** The claims of a valid, unexpired token (expiry judged by `now`), else null. */
export function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];

  const headerFields = decodeJson(header);
  if (headerFields?.alg !== ALLOWED_ALGORITHM) return null;

  const expected = sign(`${header}.${payload}`, secret);
  const presented = decodeCanonical(signature);
  if (presented?.length !== expected.length || !timingSafeEqual(presented, expected)) return null;

  const claims = decodeJson(payload);
  if (
    typeof claims?.sub !== 'string' ||
    !UUID.test(claims.sub) ||
    typeof claims.sid !== 'string' ||
    !UUID.test(claims.sid) ||
    typeof claims.username !== 'string' ||
    typeof claims.exp !== 'number'
  ) {
    return null;
  }
  if (claims.exp * 1000 <= now.getTime()) return null;
  return { playerId: claims.sub, username: claims.username, sessionId: claims.sid };
}

/**
 * The bytes of a base64url segment written the one canonical way. Node's decoder skips
 * characters outside the alphabet and ignores stray trailing bits, so `*` inserted into a
 * signature, or `=` appended, would otherwise still verify: a token must have exactly one form.
 */
function decodeCanonical(segment: string): Buffer | null {
  if (!BASE64URL.test(segment)) return null;
  const bytes = Buffer.from(segment, 'base64url');
  return bytes.toString('base64url') === segment ? bytes : null;
}

function decodeJson(segment: string): Record<string, unknown> | null {
  const bytes = decodeCanonical(segment);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
