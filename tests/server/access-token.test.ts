import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAdminPassword, signAccessToken, verifyAccessToken } from '../../src/server/auth';
import {
  hashPassword,
  unusablePasswordHash,
  verifyPassword,
} from '../../src/server/auth/passwords';

const SECRET = 'a-token-secret-of-at-least-thirty-two-chars';
const NOW = new Date('2030-01-01T12:00:00Z');
const claims = {
  playerId: '6f1c1f3e-3c2a-4d8e-9a51-6b1f0f6a2b10',
  username: 'alice1234',
  sessionId: '0c9e8a52-5d43-4f0e-8b0a-2f6d3c1e9a77',
};
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header, signed (HMAC-SHA256) or not, to probe the verifier. */
function forge(header: object, payload: object, secret?: string): string {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(input).digest('base64url') : '';
  return `${input}.${signature}`;
}
const payload = {
  sub: claims.playerId,
  sid: claims.sessionId,
  username: claims.username,
  iat: 1_893_499_200,
  exp: 1_893_502_800,
};

describe('access tokens', () => {
  it('round-trips the claims while unexpired', () => {
    const token = signAccessToken(claims, SECRET, NOW, 3600);
    expect(verifyAccessToken(token, SECRET, NOW)).toEqual(claims);
    expect(verifyAccessToken(token, SECRET, new Date(NOW.getTime() + 3599_000))).toEqual(claims);
  });

  it('refuses a token once its expiry has passed on the injected clock', () => {
    const token = signAccessToken(claims, SECRET, NOW, 3600);
    expect(verifyAccessToken(token, SECRET, new Date(NOW.getTime() + 3600_000))).toBeNull();
  });

  it('refuses alg "none", even unsigned or with a valid signature', () => {
    expect(verifyAccessToken(forge({ alg: 'none', typ: 'JWT' }, payload), SECRET, NOW)).toBeNull();
    expect(
      verifyAccessToken(forge({ alg: 'none', typ: 'JWT' }, payload, SECRET), SECRET, NOW),
    ).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'NONE' }, payload), SECRET, NOW)).toBeNull();
  });

  it('refuses any algorithm other than HS256, even with a valid HMAC', () => {
    for (const alg of ['HS512', 'RS256', 'hs256']) {
      expect(
        verifyAccessToken(forge({ alg, typ: 'JWT' }, payload, SECRET), SECRET, NOW),
      ).toBeNull();
    }
    expect(verifyAccessToken(forge({ typ: 'JWT' }, payload, SECRET), SECRET, NOW)).toBeNull();
  });

  it('accepts a well-formed HS256 token and nothing signed with another key', () => {
    expect(
      verifyAccessToken(forge({ alg: 'HS256', typ: 'JWT' }, payload, SECRET), SECRET, NOW),
    ).toEqual(claims);
    expect(
      verifyAccessToken(
        forge({ alg: 'HS256', typ: 'JWT' }, payload, 'another-secret-another-secret-xx'),
        SECRET,
        NOW,
      ),
    ).toBeNull();
  });

  it('refuses tampered payloads and malformed tokens', () => {
    const token = signAccessToken(claims, SECRET, NOW, 3600);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64({ ...payload, sub: 'someone-else' })}.${signature}`;
    expect(verifyAccessToken(tampered, SECRET, NOW)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c.d', 'not-base64!.x.y', `${header}.${b64([1])}.x`]) {
      expect(verifyAccessToken(junk, SECRET, NOW)).toBeNull();
    }
    expect(
      verifyAccessToken(forge({ alg: 'HS256' }, { sub: claims.playerId }, SECRET), SECRET, NOW),
    ).toBeNull();
  });

  it('refuses a token without its session, or naming a malformed one', () => {
    const { sid: _sid, ...sessionless } = payload;
    expect(verifyAccessToken(forge({ alg: 'HS256' }, sessionless, SECRET), SECRET, NOW)).toBeNull();
    for (const sid of ['', 'x', 42, null, claims.playerId.replaceAll('-', '')]) {
      expect(
        verifyAccessToken(forge({ alg: 'HS256' }, { ...payload, sid }, SECRET), SECRET, NOW),
      ).toBeNull();
    }
  });

  it('accepts only the canonical base64url spelling of each part', () => {
    const token = signAccessToken(claims, SECRET, NOW, 3600);
    const [header, body, signature] = token.split('.') as [string, string, string];
    expect(verifyAccessToken(token, SECRET, NOW)).toEqual(claims);
    // The last character of a 32-byte signature carries 2 unused bits: flipping them spells
    // the same bytes another way.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(Buffer.from(`${signature.slice(0, -1)}${sameBytes}`, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    for (const variant of [
      `${header}.${body}.${signature.slice(0, 10)}*${signature.slice(10)}`,
      `${header}.${body}.${signature}=`,
      `${header}.${body}.${signature.slice(0, -1)}${sameBytes}`,
      `${header}=.${body}.${signature}`,
      `${header}.${body.slice(0, 5)} ${body.slice(5)}.${signature}`,
      `${header}.${body}.${signature.replaceAll('-', '+').replaceAll('_', '/')}`,
    ]) {
      expect(verifyAccessToken(variant, SECRET, NOW), variant).toBeNull();
    }
  });
});

describe('passwords and the admin password', () => {
  it('hashes with argon2id (salted) and verifies', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'wrong horse battery')).toBe(false);
  });

  it('makes unusable hashes that argon2 reads but no password matches, each its own', async () => {
    const first = unusablePasswordHash();
    expect(first).toMatch(
      /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(unusablePasswordHash()).not.toBe(first);
    for (const password of ['', 'password', 'correct horse battery', first])
      expect(await verifyPassword(first, password)).toBe(false);
  });

  it('compares the admin password exactly', () => {
    expect(isAdminPassword('s3cret-admin', 's3cret-admin')).toBe(true);
    expect(isAdminPassword('s3cret-admi', 's3cret-admin')).toBe(false);
    expect(isAdminPassword('', 's3cret-admin')).toBe(false);
  });
});
