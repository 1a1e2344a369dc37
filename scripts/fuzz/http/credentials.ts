// Authorization headers the fuzzer sends: a player's own valid token, another player's, none,
// and every kind of bad token (expired, forged, unsigned, for an account that does not exist).
import { signAccessToken } from '../../../src/server/auth';
import type { Random } from '../common/random';

export type CredentialKind =
  | 'own'
  | 'missing'
  | 'expired'
  | 'forged'
  | 'alg_none'
  | 'alg_hs512'
  | 'unknown_player'
  | 'malformed_subject'
  | 'garbage'
  | 'wrong_scheme'
  | 'refresh_token_as_access';

export const BAD_CREDENTIALS: readonly CredentialKind[] = [
  'missing',
  'expired',
  'forged',
  'alg_none',
  'alg_hs512',
  'unknown_player',
  'malformed_subject',
  'garbage',
  'wrong_scheme',
  'refresh_token_as_access',
];

export interface TokenHolder {
  playerId: string;
  username: string;
  accessToken: string;
  refreshToken: string;
}

const FORGER_SECRET = 'not-the-server-secret-but-long-enough-0123456789';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The session an access token was issued for (its `sid` claim). */
export function sessionOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return String(
    (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: string }).sid,
  );
}

/** The `authorization` header of one credential kind, or undefined for none. */
export function authorizationFor(
  kind: CredentialKind,
  holder: TokenHolder,
  context: { secret: string; now: Date; random: Random },
): string | undefined {
  const { secret, now, random } = context;
  const claims = {
    playerId: holder.playerId,
    username: holder.username,
    sessionId: sessionOf(holder.accessToken),
  };
  switch (kind) {
    case 'own':
      return `Bearer ${holder.accessToken}`;
    case 'missing':
      return undefined;
    case 'expired':
      return `Bearer ${signAccessToken(claims, secret, new Date(now.getTime() - 7200_000), 3600)}`;
    case 'forged':
      return `Bearer ${signAccessToken(claims, FORGER_SECRET, now, 3600)}`;
    case 'alg_none': {
      const payload = b64({ sub: holder.playerId, username: holder.username, exp: 4e9 });
      return `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    }
    case 'alg_hs512': {
      const [, payload, signature] = holder.accessToken.split('.');
      return `Bearer ${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`;
    }
    case 'unknown_player':
      // Signed with the real secret: what a client keeps after its account or database is gone.
      return `Bearer ${signAccessToken({ playerId: random.uuid(), username: 'ghost', sessionId: random.uuid() }, secret, now, 3600)}`;
    case 'malformed_subject':
      return `Bearer ${signAccessToken({ playerId: random.pick(['x', '', "1' or '1'='1", '💥']), username: 'x', sessionId: claims.sessionId }, secret, now, 3600)}`;
    case 'garbage':
      return random.pick([
        'Bearer',
        'Bearer ',
        'Bearer a.b.c',
        'Bearer ....',
        `Bearer ${'A'.repeat(9000)}`,
        'bearer\u0000x',
      ]);
    case 'wrong_scheme':
      return `${random.pick(['Basic', 'Token', 'JWT', ''])} ${holder.accessToken}`;
    case 'refresh_token_as_access':
      return `Bearer ${holder.refreshToken}`;
  }
}
