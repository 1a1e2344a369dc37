// Strict CORS allow-list: a configured origin gets the CORS headers with credentials, on
// preflights, answers and refusals alike; any other origin, however close, gets none.
import { expect, it } from 'vitest';
import { describeEachEngine } from '../support';

const ALLOWED = ['http://localhost:5173', 'https://play.copycat.example'];
const LOOK_ALIKES = [
  'https://evil.example',
  'null',
  'http://localhost:5173.evil.example',
  'http://evil.localhost:5173',
  'http://localhost:51730',
  'https://localhost:5173',
  'http://127.0.0.1:5173',
  'https://play.copycat.example.evil.example',
  'https://evilplay.copycat.example',
  'http://play.copycat.example',
  'file://',
];
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
];

describeEachEngine(
  'CORS allow-list',
  (ctx) => {
    it.each(ALLOWED)(
      'answers a preflight from %s with its origin and credentials',
      async (origin) => {
        const reply = await ctx.app.inject({
          method: 'OPTIONS',
          url: '/rounds/prompt',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(reply.statusCode).toBe(204);
        expect(reply.headers['access-control-allow-origin']).toBe(origin);
        expect(reply.headers['access-control-allow-credentials']).toBe('true');
        expect(String(reply.headers['access-control-allow-headers'])).toMatch(/authorization/i);
        expect(String(reply.headers.vary)).toMatch(/origin/i);
      },
    );

    it.each(ALLOWED)('adds the headers to answers and refusals for %s', async (origin) => {
      const player = await ctx.registerPlayer();
      for (const [url, headers, status] of [
        ['/player/balance', player.headers, 200],
        ['/player/balance', {}, 401],
        ['/no/such/route', {}, 404],
      ] as const) {
        const reply = await ctx.app.inject({ method: 'GET', url, headers: { ...headers, origin } });
        expect(reply.statusCode, url).toBe(status);
        expect(reply.headers['access-control-allow-origin'], url).toBe(origin);
        expect(reply.headers['access-control-allow-credentials'], url).toBe('true');
      }
    });

    it.each(LOOK_ALIKES)('gives %s no CORS header at all', async (origin) => {
      const player = await ctx.registerPlayer();
      const replies = [
        await ctx.app.inject({
          method: 'OPTIONS',
          url: '/player/balance',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        }),
        await ctx.app.inject({
          method: 'GET',
          url: '/player/balance',
          headers: { ...player.headers, origin },
        }),
        await ctx.app.inject({
          method: 'POST',
          url: '/auth/login',
          headers: { origin },
          payload: { email: player.email, password: 'wrong password' },
        }),
      ];
      for (const reply of replies) {
        for (const header of CORS_HEADERS)
          expect(reply.headers[header], `${reply.statusCode} ${header}`).toBeUndefined();
      }
    });
  },
  { settings: { cors_origins: ALLOWED } },
);
