import {
  EMAIL_SHAPE,
  MAX_EMAIL_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/account-rules';
import { unprocessable } from '../errors';

// Server-side registration checks with the app's messages
// (docs/product.md#registration-and-sign-in); the browser's checks are a convenience only.

/** The email as stored (trimmed, lower-cased); throws 422 with the app's message. */
export function checkRegistrationEmail(email: string | undefined): string {
  const trimmed = (email ?? '').trim();
  if (trimmed === '') throw unprocessable('email_missing');
  if (trimmed.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(trimmed)) {
    throw unprocessable('email_malformed');
  }
  return trimmed.toLowerCase();
}

export function checkRegistrationPassword(password: string | undefined): string {
  if (!password) throw unprocessable('password_missing');
  if (password.length < PASSWORD_MIN_LENGTH) throw unprocessable('password_too_short');
  if (password.length > PASSWORD_MAX_LENGTH) throw unprocessable('password_too_long');
  return password;
}

/** Login compares the trimmed, lower-cased email, as stored at registration. */
export function normalizeLoginEmail(email: string): string {
  return email.trim().toLowerCase();
}
