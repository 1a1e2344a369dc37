import { describe, expect, it, vi } from 'vitest';
import {
  canSubmitPhrase,
  PHRASE_HINT,
  sameAsOriginal,
  suggestUsername,
  validateLogin,
  validateRegistration,
  VALIDATION_MESSAGES as M,
} from '../../src/renderer/src/lib/validation';

describe('registration (docs/product.md#registration-and-sign-in)', () => {
  it.each([
    ['', 'password1', M.emailRequired],
    ['   ', 'password1', M.emailRequired],
    ['not-an-email', 'password1', M.emailInvalid],
    ['a@b', 'password1', M.emailInvalid],
    ['a@b.co', '', M.passwordRequired],
    ['a@b.co', 'short12', M.passwordShort],
    ['a@b.co', 'x'.repeat(129), M.passwordLong],
  ])('%j / %j -> error', (email, password, expected) => {
    expect(validateRegistration(email, password)).toBe(expected);
  });
  it('accepts 8 and 128 characters', () => {
    expect(validateRegistration('a@b.co', 'x'.repeat(8))).toBeNull();
    expect(validateRegistration(' a@b.co ', 'x'.repeat(128))).toBeNull();
  });
  it('has the exact texts', () => {
    expect(M.emailRequired).toBe('Please provide an email address.');
    expect(M.emailInvalid).toBe('Please provide a valid email address.');
    expect(M.passwordRequired).toBe('Please provide a password.');
    expect(M.passwordShort).toBe('Password must be at least 8 characters long.');
    expect(M.passwordLong).toBe('Password must be 128 characters or less.');
  });
});

describe('login', () => {
  it('needs both fields, the email trimmed', () => {
    expect(validateLogin('', 'x')).toBe('Please enter your email and password.');
    expect(validateLogin('   ', 'x')).toBe(M.loginRequired);
    expect(validateLogin('a@b.co', '')).toBe(M.loginRequired);
    expect(validateLogin(' a@b.co ', 'x')).toBeNull();
  });
});

describe('username suggestion rule', () => {
  it('local part, alphanumerics only, lower-cased, plus the last 4 digits of the time', () => {
    expect(suggestUsername('John.Doe+games@example.com', 1_763_700_012_345)).toBe(
      'johndoegames2345',
    );
  });
  it('keeps digits of the local part and pads nothing', () => {
    expect(suggestUsername('Player_42@x.io', 1_000_000_000_007)).toBe('player420007');
  });
  it('uses the current time by default', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_763_700_009_876);
    expect(suggestUsername('a@b.co')).toBe('a9876');
    vi.restoreAllMocks();
  });
});

describe('phrase input', () => {
  it('has the hint of the spec', () => {
    expect(PHRASE_HINT).toBe('2-5 words (4-100 characters), A-Z and spaces only');
  });
  it('submit needs non-blank text, a live round and nothing in flight', () => {
    expect(canSubmitPhrase('  ', false, false)).toBe(false);
    expect(canSubmitPhrase('big cat', true, false)).toBe(false);
    expect(canSubmitPhrase('big cat', false, true)).toBe(false);
    expect(canSubmitPhrase(' big cat ', false, false)).toBe(true);
  });
  it('a copy must differ from the original, ignoring case and spacing', () => {
    expect(sameAsOriginal(' big   Cat ', 'BIG CAT')).toBe(true);
    expect(sameAsOriginal('huge cat', 'BIG CAT')).toBe(false);
  });
});
