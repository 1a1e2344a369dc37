// Building IpcResult values. Every failure the renderer sees is one of these, never a throw.
import type { IpcError, IpcResult } from '../../shared/ipc/channels';

export const ok = <T>(data: T): IpcResult<T> => ({ ok: true, data });
export const fail = (error: IpcError): { ok: false; error: IpcError } => ({ ok: false, error });

export const invalidRequest = (message: string): IpcError => ({
  status: 400,
  code: 'invalid_request',
  message,
});
export const notSignedIn = (): IpcError => ({
  status: 401,
  code: 'not_signed_in',
  message: 'Your session has ended. Please log in again.',
});
export const unreachable = (message: string): IpcError => ({ status: 0, code: null, message });
export const internalError = (message: string): IpcError => ({
  status: 500,
  code: 'internal_error',
  message,
});
