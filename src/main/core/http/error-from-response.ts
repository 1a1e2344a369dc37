// Turns a failed HTTP answer into the IpcError the renderer gets. The server answers
// `{"detail": "<code or message>"}` or `{"detail": {"error": "<code>", "message": "..."}}`
// (docs/api.md#errors).
import { ERROR_CODES } from '../../../shared/api/common';
import type { IpcError } from '../../../shared/ipc/results';

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
/** Codes look like `snake_case`; anything else in `detail` is a human message. */
const CODE_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

export function errorFromResponse(status: number, body: unknown): IpcError {
  const detail = isObject(body) ? body.detail : undefined;
  if (isObject(detail) && typeof detail.error === 'string') {
    return {
      status,
      code: detail.error,
      message: typeof detail.message === 'string' ? detail.message : detail.error,
    };
  }
  if (typeof detail === 'string' && detail.length > 0) {
    const isCode = KNOWN_CODES.has(detail) || CODE_PATTERN.test(detail);
    return { status, code: isCode ? detail : null, message: detail };
  }
  const message =
    isObject(body) && typeof body.message === 'string' ? body.message : `HTTP ${status}`;
  return { status, code: null, message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
