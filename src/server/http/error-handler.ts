import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail } from '../errors';
import { InsufficientBalanceError } from '../ledger';
import { loggableError } from './loggable-error';

interface ErrorReply {
  status: number;
  detail: ErrorDetail;
  headers?: Record<string, string>;
}

/**
 * Every error leaves as `{"detail": ...}` with the status codes of docs/api.md#status-codes.
 * Anything a client can
 * send maps to a 4xx; only genuine server faults give 500, and those are logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, detail, headers } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    return reply
      .headers(headers ?? {})
      .code(status)
      .send({ detail });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'not_found' }));
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
  if (error instanceof AppError)
    return { status: error.statusCode, detail: error.detail, headers: error.headers };
  if (error instanceof InsufficientBalanceError)
    return { status: 400, detail: 'insufficient_balance' };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const problems = error.validation.map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean).join('.');
      return `${path ? `${where}.${path}` : where}: ${issue.message}`;
    });
    return { status: 422, detail: problems.join('; ') };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, detail: 'payload_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, detail: 'unsupported_media_type' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, detail: 'bad_url' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, detail: 'uri_too_long' };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, detail: error.message };
  return { status: 500, detail: 'internal_error' };
}
