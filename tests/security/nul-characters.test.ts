// A NUL character in any string of a body is refused with 422 before it reaches the database
// (PostgreSQL text cannot hold one: a login with the email "\u0000" used to answer 500, found
// by the IPC fuzzer), on every endpoint with a JSON body; the desktop core refuses it too.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointsOf, type Endpoint } from '../../scripts/fuzz/http/endpoints';
import { databaseSnapshot, describeEachEngine, type RegisteredPlayer } from '../support';
import { fakeGame } from '../support/main/fake-game';
import { testCore } from '../support/main/test-core';

const NUL_TEXTS = ['\u0000', 'a\u0000b@example.com', 'QUIET\u0000GIANT'];

describeEachEngine('NUL characters in request bodies', (ctx) => {
  let player: RegisteredPlayer;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    player = await ctx.registerPlayer();
    endpoints = endpointsOf(ctx.app).filter((endpoint) => endpoint.body?.properties);
  });

  it('answers 422 {detail} on every endpoint with a body, and changes nothing', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(8);
    const before = await databaseSnapshot(ctx.database.db);
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(/\{[^}]+\}/g, player.playerId);
      for (const text of NUL_TEXTS) {
        const body = Object.fromEntries(
          Object.keys(endpoint.body!.properties!).map((key) => [key, text]),
        );
        const reply = await ctx.app.inject({
          method: endpoint.method,
          url,
          headers: player.headers,
          payload: body,
        });
        expect(
          [reply.statusCode, reply.json()],
          `${endpoint.method} ${url} ${JSON.stringify(body)}`,
        ).toEqual([422, { detail: 'Text may not contain NUL characters' }]);
      }
    }
    const nulKey = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: '{"email\\u0000": "x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(nulKey.statusCode).toBe(422);
    expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
  });
});

describe('NUL characters in IPC messages', () => {
  it('are refused with invalid_request before any call to the server', async () => {
    const game = fakeGame();
    const { core } = testCore({ fetch: game.fetch });
    for (const [channel, args] of [
      ['session:login', { email: '\u0000', password: 'a password' }],
      ['session:register', { email: 'a@example.com', password: 'pass\u0000word' }],
      ['admin:validatePassword', { password: '\u0000' }],
    ] as const) {
      expect(await core.invoke(channel, args), channel).toMatchObject({
        ok: false,
        error: { status: 400, code: 'invalid_request' },
      });
    }
    expect(game.fetch.calls).toEqual([]);
  });
});
