// Turns a failed HTTP answer into the IpcError the renderer gets. The server answers
// `{"detail": "<code or message>"}` or `{"detail": {"error": "<code>", "message": "..."}}` (docs/api.md#errors);
// a detail is a code exactly when the error contract lists it as one that travels as itself.
import { isWireCode } from '../../../shared/api/errors';
import type { IpcError } from '../../../shared/ipc/channels';

export function errorFromResponse(status: number, body: unknown): IpcError {
  const detail = isObject(body) ? body.detail : undefined;
  if (isObject(detail) && typeof detail.error === 'string') {
    return {
      status,
      code: isWireCode(detail.error) ? detail.error : null,
      message: typeof detail.message === 'string' ? detail.message : detail.error,
    };
  }
  if (typeof detail === 'string' && detail.length > 0) {
    return { status, code: isWireCode(detail) ? detail : null, message: detail };
  }
  // Not the API's error body (every answer of the game server's has a detail): a proxy's page,
  // or another server at the configured address. Its words are for the log, not for a player.
  return { status, code: 'bad_response', message: `HTTP ${status} without the API's error detail` };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
