// Client-side checks of docs/product.md#registration-and-sign-in. They only spare the player a
// round trip; the server validates everything again.

import {
  EMAIL_SHAPE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/account-rules';
import { ERRORS } from '../../../shared/api/errors';
import { DEFAULT_PHRASE_RULES, phraseHint } from '../../../shared/phrase-rules';

// The server's phrase limits are settings; the round screens word them from the defaults.
export const PHRASE_MAX_LENGTH = DEFAULT_PHRASE_RULES.phrase_max_length;
export const PHRASE_HINT = phraseHint(DEFAULT_PHRASE_RULES);

export const VALIDATION_MESSAGES = {
  emailRequired: ERRORS.email_missing.message,
  emailInvalid: ERRORS.email_malformed.message,
  passwordRequired: ERRORS.password_missing.message,
  passwordShort: ERRORS.password_too_short.message,
  passwordLong: ERRORS.password_too_long.message,
  loginRequired: ERRORS.login_incomplete.message,
  copySameAsOriginal: 'Your copy must be different from the original phrase.',
} as const;

/** The first registration problem, or null when the form may be sent. */
export function validateRegistration(email: string, password: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(trimmed)) return VALIDATION_MESSAGES.emailInvalid;
  if (!password) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordLong;
  return null;
}

export function validateLogin(email: string, password: string): string | null {
  return email.trim() && password ? null : VALIDATION_MESSAGES.loginRequired;
}

/**
 * The username proposed at registration: the part of the email before the @, without
 * non-alphanumerics, lower-cased, plus the last 4 digits of the current time.
 */
export function suggestUsername(email: string, now: number = Date.now()): string {
  const local = email.trim().split('@')[0] ?? '';
  const base = local.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${base}${String(Math.floor(now)).slice(-4)}`;
}

/** Submit is allowed only with non-blank text, a live round and nothing in flight. */
export function canSubmitPhrase(text: string, expired: boolean, submitting: boolean): boolean {
  return text.trim().length > 0 && !expired && !submitting;
}

/**
 * A copy must differ from the original (compared the way the server stores phrases: upper case,
 * single spaces).
 */
export function sameAsOriginal(copy: string, original: string): boolean {
  const canonical = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
  return canonical(copy) === canonical(original);
}
