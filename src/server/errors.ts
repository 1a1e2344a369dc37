import type { ErrorCode } from '../shared/api/common';

/**
 * `{"detail": ...}`: a code the app keys on, a human message, or for phrase and vote submissions
 * both.
 */
export type ErrorDetail = ErrorCode | (string & {}) | { error: ErrorCode; message: string };

/**
 * A refusal the client caused, with the HTTP status of docs/api.md#status-codes: 400 rule
 * refusal, 401 auth, 403 not yours, 404 unknown id, 409 conflict, 422 malformed input,
 * 429 rate limit. The error handler sends it as `{"detail": ...}`.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly detail: ErrorDetail,
    /** Extra response headers, such as Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : `${detail.error}: ${detail.message}`);
  }
}

export const refused = (code: ErrorCode) => new AppError(400, code);
export const unauthorized = (code: ErrorCode | 'not_authenticated' = 'invalid_token') =>
  new AppError(401, code);
export const forbidden = (detail = 'forbidden') => new AppError(403, detail);
export const notFound = (detail = 'not_found') => new AppError(404, detail);
export const conflict = (code: ErrorCode) => new AppError(409, code);
export const unprocessable = (message: string) => new AppError(422, message);
/** A refusal of a phrase or vote submission: `{"detail": {"error": code, "message": text}}`. */
export const submissionRefused = (statusCode: number, error: ErrorCode, message: string) =>
  new AppError(statusCode, { error, message });
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
