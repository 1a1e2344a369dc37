// Registration rules and their messages (product-spec section 5), fixed rather than settings:
// the server enforces them and the renderer checks them first to spare a round trip, both
// from here.

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const REGISTRATION_MESSAGES = {
  emailRequired: 'Please provide an email address.',
  emailInvalid: 'Please provide a valid email address.',
  passwordRequired: 'Please provide a password.',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or less.`,
} as const;
