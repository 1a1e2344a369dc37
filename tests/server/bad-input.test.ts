import { beforeAll, expect, it } from 'vitest';
import { databaseSnapshot, describeEachEngine, type RegisteredPlayer } from '../support';

/** Every route, with whether it needs a bearer token. */
const ROUTES = [
  { method: 'POST', url: '/player', auth: false },
  { method: 'POST', url: '/auth/login', auth: false },
  { method: 'POST', url: '/auth/refresh', auth: false },
  { method: 'POST', url: '/auth/logout', auth: false },
  { method: 'GET', url: '/auth/suggest-username', auth: false },
  { method: 'GET', url: '/health', auth: false },
  { method: 'GET', url: '/player/balance', auth: true },
  { method: 'POST', url: '/player/claim-daily-bonus', auth: true },
  { method: 'POST', url: '/admin/validate-password', auth: true },
  { method: 'GET', url: '/admin/config', auth: true },
] as const;

const HOSTILE_BODIES: [string, string, string][] = [
  ['malformed JSON', '{"email": ', 'application/json'],
  ['an array', '[1, 2, 3]', 'application/json'],
  ['a bare string', '"hello"', 'application/json'],
  ['a number', '12345', 'application/json'],
  ['null', 'null', 'application/json'],
  [
    'operator injection',
    '{"email": {"$gt": ""}, "password": {"$ne": null}, "refresh_token": {"x": 1}}',
    'application/json',
  ],
  ['prototype pollution', '{"constructor": {"prototype": {"isAdmin": true}}}', 'application/json'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  [
    'a 1 MB string',
    JSON.stringify({ email: 'x'.repeat(1024 * 1024), password: 'y' }),
    'application/json',
  ],
  ['plain text', 'email=a@b.co', 'text/plain'],
  ['binary', '\u0000\u0001\u0002\u00ff', 'application/octet-stream'],
];

describeEachEngine('hostile input on every route', (ctx) => {
  let player: RegisteredPlayer;

  // Runs after the context's own beforeAll, which opens the database and builds the app.
  beforeAll(async () => {
    player = await ctx.registerPlayer();
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: never 5xx, always {detail} on refusal, and nothing changes`, async () => {
      const before = await databaseSnapshot(ctx.database.db);
      for (const [label, payload, contentType] of HOSTILE_BODIES) {
        const reply = await ctx.app.inject({
          method: route.method,
          url: route.url,
          payload,
          headers: { 'content-type': contentType, ...(route.auth ? player.headers : {}) },
        });
        expect(reply.statusCode, `${label}: ${reply.body}`).toBeLessThan(500);
        if (reply.statusCode >= 400) expect(Object.keys(reply.json()), label).toEqual(['detail']);
      }
      for (const query of ['?x=%ff%fe', `?q=${'z'.repeat(10_000)}`, '?__proto__[admin]=1']) {
        const reply = await ctx.app.inject({
          method: route.method,
          url: `${route.url}${query}`,
          headers: route.auth ? player.headers : {},
        });
        expect(reply.statusCode, `${query}: ${reply.body}`).toBeLessThan(500);
      }
      expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
    });
  }
});
