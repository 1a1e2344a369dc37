import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/api/errors';
import { sqlState } from '../db/database-errors';
import { hostFault, type HostFault } from '../db/host-faults';
import { AppError, type WireDetail } from '../errors';
import { InsufficientBalanceError } from '../ledger';
import { isDatabaseUnavailable } from './database-unavailable';
import { loggableError } from './loggable-error';

interface ErrorReply {
  status: number;
  detail: WireDetail;
  headers?: Record<string, string>;
  /** A database fault of the host's, which the log states in words. */
  fault?: HostFault;
}

/**
 * Every error leaves as `{"detail": ...}` with the status codes of docs/api.md#status-codes.
 * Anything a client can send maps to a 4xx; a database the host must fix or wait for gives 503,
 * genuine server faults 500. Every 5xx is logged once, with the error as the database gave it.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, detail, headers, fault } = toErrorReply(error);
    if (status >= 500) {
      // pino writes a cause's message but not its fields: the SQLSTATE goes beside the error.
      const logged = { err: loggableError(error), sqlState: sqlState(error) };
      request.log.error(logged, fault?.words ?? 'request failed');
    }
    return reply
      .headers(headers ?? {})
      .code(status)
      .send({ detail });
  });
  app.setNotFoundHandler((_request, reply) => {
    const { statusCode, detail } = new AppError('not_found');
    return reply.code(statusCode).send({ detail });
  });
}

/**
 * Fastify's router answers a malformed URL (bad percent-encoding) or an over-long path
 * parameter before any hook or error handler runs, in its own body shape. Passed as the
 * `frameworkErrors` option, this answers those in ours too.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, detail } = toErrorReply(error);
  // Helmet's hooks do not run for these: at least forbid content sniffing of the answer.
  void reply.code(status).header('x-content-type-options', 'nosniff').send({ detail });
}

function toErrorReply(error: FastifyError): ErrorReply {
  const known = toAppError(error);
  if (known) return { status: known.statusCode, detail: known.detail, headers: known.headers };
  // Fastify's own refusals of other 4xx kinds keep the framework's text.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, detail: error.message };
  // The database stopped, restarting or out of reach: not a fault of the server, and worth
  // retrying (the pool reconnects by itself once the database is back).
  if (isDatabaseUnavailable(error)) return fromCode('database_unavailable');
  // A database that answers but cannot carry out the request (a full disk, damaged data, a
  // limit the operator set): the host's to fix or wait out, so worth retrying later too. The
  // request's transaction was rolled back: nothing of it was kept.
  const fault = hostFault(error);
  if (fault) return { ...fromCode('database_unavailable'), fault };
  return fromCode('internal_error');
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof InsufficientBalanceError) return new AppError('insufficient_balance');
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      return `${path ? `${where}.${path}` : where}: ${issue.message}`;
    });
    return new AppError('invalid_input', { message: problems.join('; ') });
  }
  const code = FRAMEWORK_CODES[error.code];
  return code ? new AppError(code) : null;
}

/** Fastify's refusals of a request, as codes of the error contract. */
const FRAMEWORK_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_BAD_URL: 'bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
};

function fromCode(code: ErrorCode): ErrorReply {
  const error = new AppError(code);
  return { status: error.statusCode, detail: error.detail };
}
