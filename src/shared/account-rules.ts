// Registration rules (docs/product.md#registration-and-sign-in), fixed rather than settings:
// the server enforces them and the renderer checks them first to spare a round trip, both
// from here. Their messages are those of the error contract (shared/api/errors.ts).

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
