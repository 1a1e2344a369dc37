// Security headers on every kind of answer (success, each refusal, unknown routes, framework
// errors), no X-Powered-By, HSTS only behind HTTPS, and a refresh cookie scripts cannot read.
import { expect, it } from 'vitest';
import { describeEachEngine, type EngineContext } from '../support';

const HELMET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
};

async function variedReplies(ctx: EngineContext) {
  const player = await ctx.registerPlayer();
  return [
    await ctx.app.inject({ method: 'GET', url: '/health' }),
    await ctx.app.inject({ method: 'GET', url: '/player/balance', headers: player.headers }),
    await ctx.app.inject({ method: 'GET', url: '/player/balance' }),
    await ctx.app.inject({ method: 'GET', url: '/no/such/route' }),
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    }),
    await ctx.app.inject({
      method: 'POST',
      url: '/rounds/not-a-uuid/submit',
      headers: player.headers,
      payload: { phrase: 'X' },
    }),
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    }),
  ];
}

describeEachEngine('security headers (plain http)', (ctx) => {
  it('sends the helmet set and a CSP on every answer, and never X-Powered-By or HSTS', async () => {
    for (const reply of await variedReplies(ctx)) {
      const label = `${reply.statusCode} ${reply.body.slice(0, 60)}`;
      expect(reply.headers, label).toMatchObject(HELMET_HEADERS);
      const csp = String(reply.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'self'",
        "script-src 'self'",
        "base-uri 'self'",
      ]) {
        expect(csp, label).toContain(directive);
      }
      expect(reply.headers['x-powered-by'], label).toBeUndefined();
      expect(reply.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('sets the refresh cookie HttpOnly, SameSite=Lax and limited to the auth path', async () => {
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/player',
      payload: { email: 'cookie@example.com', password: 'cookie password' },
    });
    const cookie = String(reply.headers['set-cookie']);
    expect(cookie).toMatch(/^copycat_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/auth(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers a malformed URL or an over-long path parameter as {detail}, not in the router’s own shape', async () => {
    const player = await ctx.registerPlayer();
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: `/phrasesets/${'a'.repeat(150)}/details`,
      headers: player.headers,
    });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([414, { detail: 'uri_too_long' }]);
    expect(tooLong.headers['x-content-type-options']).toBe('nosniff');
    const badUrl = await ctx.app.inject({
      method: 'GET',
      url: '/rounds/%E0%A4%A/feedback',
      headers: player.headers,
    });
    expect([badUrl.statusCode, badUrl.json()]).toEqual([400, { detail: 'bad_url' }]);
  });
});

describeEachEngine(
  'security headers (behind HTTPS)',
  (ctx) => {
    it('adds HSTS and marks the refresh cookie Secure when COOKIE_SECURE is on', async () => {
      const reply = await ctx.app.inject({
        method: 'POST',
        url: '/player',
        payload: { email: 'secure@example.com', password: 'secure password' },
      });
      expect(String(reply.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
      expect(String(reply.headers['set-cookie'])).toMatch(/; Secure/);
    });
  },
  { settings: { cookie_secure: true } },
);
