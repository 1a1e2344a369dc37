// Client-side checks of docs/product.md#registration-and-sign-in. They only spare the player a
// round trip; the server validates everything again.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PHRASE_MAX_LENGTH = 100;
export const PHRASE_HINT = '2-5 words (4-100 characters), A-Z and spaces only';

export const VALIDATION_MESSAGES = {
  emailRequired: 'Please provide an email address.',
  emailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Please provide a password.',
  passwordShort: 'Password must be at least 8 characters long.',
  passwordLong: 'Password must be 128 characters or less.',
  loginRequired: 'Please enter your email and password.',
  copySameAsOriginal: 'Your copy must be different from the original phrase.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first registration problem, or null when the form may be sent. */
export function validateRegistration(email: string, password: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed)) return VALIDATION_MESSAGES.emailInvalid;
  if (!password) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN) return VALIDATION_MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX) return VALIDATION_MESSAGES.passwordLong;
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
