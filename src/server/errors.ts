import { ERRORS, type ErrorCode, type WireCode } from '../shared/api/errors';

/** What the error handler sends as `{"detail": ...}` (docs/api.md#errors). */
export type WireDetail = string | { error: string; message: string };

/**
 * A refusal the client caused, always with a code of the one error contract
 * (shared/api/errors.ts), which gives its HTTP status and its message.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** Replaces the contract's message: a submission's reason, or schema complaints. */
      message?: string;
      /** Phrase and vote submissions answer `{"error": code, "message": text}`. */
      structured?: boolean;
      /** Extra response headers, such as Retry-After on 429. */
      headers?: Record<string, string>;
      /** The status when the contract's is not the one to send (a submission conflict). */
      statusCode?: number;
    } = {},
  ) {
    super(`${code}: ${options.message ?? ERRORS[code].message}`);
    this.statusCode = options.statusCode ?? ERRORS[code].status;
  }

  get headers(): Record<string, string> {
    return this.options.headers ?? {};
  }

  /** The `detail` of the answer, in the form docs/api.md#error-codes gives for this code. */
  get detail(): WireDetail {
    const message = this.options.message ?? ERRORS[this.code].message;
    if (this.options.structured) return { error: this.code, message };
    return 'inWords' in ERRORS[this.code] ? message : this.code;
  }
}

export const refused = (code: ErrorCode) => new AppError(code);
export const unauthorized = (code: 'invalid_token' | 'not_authenticated' | 'invalid_credentials') =>
  new AppError(code);
export const forbidden = (code: 'not_your_round' | 'not_a_contributor') => new AppError(code);
export const notFound = (code: ErrorCode) => new AppError(code);
export const conflict = (code: ErrorCode) => new AppError(code);
/** A refusal docs/api.md#errors answers in words (sign-up, login, malformed bodies). */
export const unprocessable = (code: ErrorCode) => new AppError(code);
/** A refusal of a phrase or vote submission: `{"detail": {"error": code, "message": text}}`. */
export const submissionRefused = (statusCode: number, error: WireCode, message: string) =>
  new AppError(error, { structured: true, message, statusCode });
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('rate_limited', {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });
