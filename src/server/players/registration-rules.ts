import {
  EMAIL_SHAPE,
  MAX_EMAIL_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_MESSAGES as MESSAGES,
} from '../../shared/account-rules';
import { unprocessable } from '../errors';

// Server-side registration checks with the product spec's messages (section 5); the
// browser's checks are a convenience only.

/** The email as stored (trimmed, lower-cased); throws 422 with the spec's message. */
export function checkRegistrationEmail(email: string | undefined): string {
  const trimmed = (email ?? '').trim();
  if (trimmed === '') throw unprocessable(MESSAGES.emailRequired);
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(trimmed)) {
    throw unprocessable(MESSAGES.emailInvalid);
  }
  return trimmed.toLowerCase();
}

export function checkRegistrationPassword(password: string | undefined): string {
  if (!password) throw unprocessable(MESSAGES.passwordRequired);
  if (password.length < PASSWORD_MIN_LENGTH) throw unprocessable(MESSAGES.passwordShort);
  if (password.length > PASSWORD_MAX_LENGTH) throw unprocessable(MESSAGES.passwordLong);
  return password;
}

/** Login compares the trimmed, lower-cased email, as stored at registration. */
export function normalizeLoginEmail(email: string): string {
  return email.trim().toLowerCase();
}
