// Access tokens: HS256 under the server's secret is the only algorithm accepted; every other
// header (none, HS384/512, RS/ES/PS, a lower-case or list-valued alg, no alg) is refused even
// when its HMAC is valid, and a validly signed token whose subject is not a player id is refused
// too (it used to reach the database and answer 500). Checked on the verifier and on every
// authenticated endpoint of the OpenAPI document.
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../../scripts/fuzz/http/credentials';
import { endpointsOf, type Endpoint } from '../../scripts/fuzz/http/endpoints';
import { signAccessToken, verifyAccessToken } from '../../src/server/auth';
import { describeEachEngine, type RegisteredPlayer } from '../support';

const SECRET = 'an-access-token-secret-of-more-than-32-chars';
const NOW = new Date('2032-01-01T00:00:00Z');
const PLAYER = '6f1c1f3e-3c2a-4d8e-9a51-6b1f0f6a2b10';
const SESSION = '0c9e8a52-5d43-4f0e-8b0a-2f6d3c1e9a77';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header and claims, HMAC-SHA256-signed with `secret` (or unsigned). */
function token(header: unknown, claims: Record<string, unknown>, secret: string | null): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${secret === null ? '' : createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const claims = (sub: unknown = PLAYER) => ({
  sub,
  sid: SESSION,
  username: 'alice',
  iat: 1_956_528_000,
  exp: 1_956_531_600,
});
const OTHER_ALGORITHMS: unknown[] = [
  'none',
  'None',
  'hs256',
  'HS384',
  'HS512',
  'RS256',
  'ES256',
  'PS256',
  'EdDSA',
  '',
  null,
  ['HS256'],
  { alg: 'HS256' },
];
const MALFORMED_SUBJECTS: unknown[] = [
  '',
  'x',
  "1' or '1'='1",
  `${PLAYER}x`,
  PLAYER.replaceAll('-', ''),
  42,
  null,
  ['a'],
  { id: PLAYER },
];

describe('access token verifier', () => {
  it('accepts HS256 under the secret', () => {
    expect(
      verifyAccessToken(token({ alg: 'HS256', typ: 'JWT' }, claims(), SECRET), SECRET, NOW),
    ).toEqual({ playerId: PLAYER, username: 'alice', sessionId: SESSION });
  });

  it.each(OTHER_ALGORITHMS)('refuses alg %j even with a valid HMAC', (alg) => {
    expect(verifyAccessToken(token({ alg, typ: 'JWT' }, claims(), SECRET), SECRET, NOW)).toBeNull();
    expect(verifyAccessToken(token({ alg, typ: 'JWT' }, claims(), null), SECRET, NOW)).toBeNull();
  });

  it('refuses a header without alg, or that is not an object', () => {
    for (const header of [{ typ: 'JWT' }, 'HS256', ['HS256'], null]) {
      expect(
        verifyAccessToken(token(header, claims(), SECRET), SECRET, NOW),
        JSON.stringify(header),
      ).toBeNull();
    }
  });

  it.each(MALFORMED_SUBJECTS)('refuses a validly signed token whose subject is %j', (sub) => {
    expect(
      verifyAccessToken(token({ alg: 'HS256', typ: 'JWT' }, claims(sub), SECRET), SECRET, NOW),
    ).toBeNull();
  });
});

describeEachEngine('bad access tokens on every authenticated endpoint', (ctx) => {
  let player: RegisteredPlayer;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    player = await ctx.registerPlayer();
    endpoints = endpointsOf(ctx.app).filter((endpoint) => endpoint.requiresAuth);
  });

  it('answers 401 {detail} to other algorithms, other keys and malformed subjects, never 5xx', async () => {
    const secret = ctx.settings.token_secret;
    const now = ctx.clock.now();
    const own = {
      playerId: player.playerId,
      username: player.username,
      sessionId: sessionOf(player.accessToken),
    };
    const valid = signAccessToken(own, secret, now, 3600);
    const fresh = {
      ...claims(player.playerId),
      sid: own.sessionId,
      iat: Math.floor(now.getTime() / 1000),
      exp: Math.floor(now.getTime() / 1000) + 3600,
    };
    const bad = [
      ...OTHER_ALGORITHMS.map((alg) => token({ alg, typ: 'JWT' }, fresh, secret)),
      ...MALFORMED_SUBJECTS.map((sub) =>
        token({ alg: 'HS256', typ: 'JWT' }, { ...fresh, sub }, secret),
      ),
      signAccessToken(own, 'another-secret-of-at-least-32-characters!!', now, 3600),
      signAccessToken(own, secret, new Date(now.getTime() - 7200_000), 3600),
      `${valid.slice(0, -2)}AA`,
    ];
    expect(endpoints.length).toBeGreaterThanOrEqual(25);
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(/\{[^}]+\}/g, PLAYER);
      for (const badToken of bad) {
        const reply = await ctx.app.inject({
          method: endpoint.method,
          url,
          headers: { authorization: `Bearer ${badToken}` },
        });
        expect(reply.statusCode, `${endpoint.method} ${url} ${badToken.slice(0, 40)}`).toBe(401);
        expect(reply.json()).toEqual({ detail: 'invalid_token' });
      }
    }
  });
});
