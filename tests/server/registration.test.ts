import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { RegisterResponse } from '../../src/shared/api/auth';
import { ledgerEntries, players } from '../../src/server/db/schema';
import { HOUSE_ACCOUNT, getBalance, playerAccount } from '../../src/server/ledger';
import { databaseSnapshot, describeEachEngine, type EngineContext } from '../support';

const uniqueEmail = (local = `reg${randomUUID().slice(0, 8)}`) => `${local}@example.com`;
const PASSWORD = 'correct horse battery';

function register(ctx: EngineContext, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/player', payload: payload as object, headers });
}

/** Sends a request that must be refused and asserts that the database did not change. */
async function expectRefusedWithoutChange(
  ctx: EngineContext,
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
  detail: unknown,
) {
  const before = await databaseSnapshot(ctx.database.db);
  const reply = await send();
  expect(reply.statusCode).toBe(status);
  expect(reply.json()).toEqual({ detail });
  expect(await databaseSnapshot(ctx.database.db)).toEqual(before);
}

describeEachEngine('registration (POST /player)', (ctx) => {
  it('creates the player with the starting balance from the house and signs them in', async () => {
    const email = uniqueEmail();
    const houseBefore = await getBalance(ctx.database.db, HOUSE_ACCOUNT);
    const reply = await register(ctx, { email, password: PASSWORD, username: null });

    expect(reply.statusCode).toBe(201);
    const body = RegisterResponse.parse(reply.json());
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: ctx.settings.access_token_lifetime_seconds,
      balance: 5000,
    });
    expect(body.message).toContain(body.username);

    const cookie = reply.cookies.find((c) => c.name === 'copycat_refresh');
    expect(cookie).toMatchObject({
      value: body.refresh_token,
      httpOnly: true,
      path: '/auth',
      sameSite: 'Lax',
    });

    const [row] = await ctx.database.db
      .select()
      .from(players)
      .where(eq(players.id, body.player_id));
    expect(row).toMatchObject({
      email,
      username: body.username,
      isBot: false,
      tutorialProgress: 'not_started',
      tutorialCompleted: false,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(row!.pseudonym).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(row!.createdAt.getTime()).toBe(ctx.clock.now().getTime());

    expect(await getBalance(ctx.database.db, playerAccount(body.player_id))).toBe(5000);
    expect(await getBalance(ctx.database.db, HOUSE_ACCOUNT)).toBe(houseBefore - 5000);
    const entries = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.playerId, body.player_id));
    expect(entries).toMatchObject([
      {
        entryType: 'starting_balance',
        amount: 5000,
        fromAccount: HOUSE_ACCOUNT,
        idempotencyKey: `start:${body.player_id}`,
      },
    ]);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/player/balance',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.json()).toMatchObject({ player_id: body.player_id, balance: 5000 });
  });

  it('stores the email trimmed and lower-cased, and refuses it again in any case (409 email_taken)', async () => {
    const local = `Case${randomUUID().slice(0, 8)}`;
    const first = await register(ctx, { email: `  ${local}@Example.COM `, password: PASSWORD });
    expect(first.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(players)
      .where(eq(players.id, first.json().player_id));
    expect(row!.email).toBe(`${local.toLowerCase()}@example.com`);

    await expectRefusedWithoutChange(
      ctx,
      () => register(ctx, { email: `${local.toUpperCase()}@EXAMPLE.com`, password: PASSWORD }),
      409,
      'email_taken',
    );
  });

  it('keeps a requested username that is free and well-formed', async () => {
    const username = `keep${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const reply = await register(ctx, { email: uniqueEmail(), password: PASSWORD, username });
    expect(reply.json().username).toBe(username);
  });

  it('generates the username from the email when the requested one is taken or malformed', async () => {
    const taken = (await register(ctx, { email: uniqueEmail(), password: PASSWORD })).json()
      .username as string;
    for (const requested of [taken, 'Upper123', 'ab', 'with space', 'x'.repeat(31), '']) {
      const reply = await register(ctx, {
        email: uniqueEmail(`Mary.O'Neil+${randomUUID().slice(0, 4)}`),
        password: PASSWORD,
        username: requested,
      });
      expect(reply.statusCode).toBe(201);
      expect(reply.json().username).toMatch(/^maryoneil[0-9a-f]{4}\d{4}$/);
    }
  });

  it('answers username_generation_failed (409) when every generated candidate is taken', async () => {
    const base = `full${randomUUID().replaceAll('-', '').slice(0, 8)}`.replace(/[^a-z0-9]/g, '');
    const now = ctx.clock.now();
    // Occupy base0000 … base9999 so that no suffix is free.
    await ctx.database.db.insert(players).values(
      Array.from({ length: 10_000 }, (_, n) => ({
        id: randomUUID(),
        username: `${base}${String(n).padStart(4, '0')}`,
        email: `${base}${n}@taken.example`,
        passwordHash: 'not-a-real-hash',
        pseudonym: 'Quiet Owl',
        createdAt: now,
      })),
    );
    await expectRefusedWithoutChange(
      ctx,
      () => register(ctx, { email: `${base}@example.com`, password: PASSWORD }),
      409,
      'username_generation_failed',
    );
    const rescued = await register(ctx, {
      email: `${base}@example.com`,
      password: PASSWORD,
      username: `${base}free`,
    });
    expect(rescued.json().username).toBe(`${base}free`);
  });

  it.each([
    [{ password: PASSWORD }, 'Please provide an email address.'],
    [{ email: '   ', password: PASSWORD }, 'Please provide an email address.'],
    [{ email: 'not-an-email', password: PASSWORD }, 'Please provide a valid email address.'],
    [{ email: 'a@b', password: PASSWORD }, 'Please provide a valid email address.'],
    [{ email: 'two@@example.com', password: PASSWORD }, 'Please provide a valid email address.'],
    [{ email: 'valid@example.com' }, 'Please provide a password.'],
    [{ email: 'valid@example.com', password: '' }, 'Please provide a password.'],
    [
      { email: 'valid@example.com', password: '1234567' },
      'Password must be at least 8 characters long.',
    ],
    [
      { email: 'valid@example.com', password: 'x'.repeat(129) },
      'Password must be 128 characters or less.',
    ],
  ])('refuses %j with the product message (422) and changes nothing', async (payload, message) => {
    await expectRefusedWithoutChange(ctx, () => register(ctx, payload), 422, message);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    expect((await register(ctx, { email: uniqueEmail(), password: '12345678' })).statusCode).toBe(
      201,
    );
    expect(
      (await register(ctx, { email: uniqueEmail(), password: 'p'.repeat(128) })).statusCode,
    ).toBe(201);
  });

  it.each([
    [
      { email: 42, password: PASSWORD },
      'body.email: Invalid input: expected string, received number',
    ],
    [
      { email: 'a@example.com', password: ['x'] },
      'body.password: Invalid input: expected string, received array',
    ],
    [
      { email: 'a@example.com', password: PASSWORD, username: 7 },
      'body.username: Invalid input: expected string, received number',
    ],
    [['not', 'an', 'object'], 'body: Invalid input: expected object, received array'],
  ])('refuses wrong types %j with 422 naming the field', async (payload, detail) => {
    await expectRefusedWithoutChange(ctx, () => register(ctx, payload), 422, detail);
  });

  it('refuses malformed JSON, a missing body and other media types without a 5xx', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/player',
        payload,
        headers: { 'content-type': contentType },
      });
    await expectRefusedWithoutChange(
      ctx,
      () => send('{"email": "a@example.com", '),
      422,
      'Malformed JSON body',
    );
    await expectRefusedWithoutChange(
      ctx,
      () => send('{"__proto__": {"admin": true}}'),
      422,
      'Malformed JSON body',
    );
    await expectRefusedWithoutChange(
      ctx,
      () => send(''),
      422,
      'body: Invalid input: expected object, received null',
    );
    await expectRefusedWithoutChange(
      ctx,
      () => send('email=a', 'application/x-www-form-urlencoded'),
      415,
      'unsupported_media_type',
    );
  });

  it('refuses a 1 MB string with 413 and an over-long field under the body limit with 422', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    await expectRefusedWithoutChange(
      ctx,
      () => register(ctx, { email: `${huge}@example.com`, password: PASSWORD }),
      413,
      'payload_too_large',
    );
    await expectRefusedWithoutChange(
      ctx,
      () => register(ctx, { email: uniqueEmail(), password: huge }),
      413,
      'payload_too_large',
    );
    const long = 'b'.repeat(20_000);
    const reply = await register(ctx, { email: uniqueEmail(), password: long });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().detail).toMatch(/^body\.password: Too big/);
  });
});
