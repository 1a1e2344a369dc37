// What must hold for every IPC invocation, whatever the renderer sends: an IpcResult value
// (never a throw); a message the contract refuses gets `invalid_request` and reaches neither the
// server nor the shell; whatever does reach the server uses one of its routes and is never
// answered 5xx (nor 422, which would mean the contract let a malformed body through); only
// http(s) links are opened.
import { IPC_CHANNELS, type IpcChannel } from '../../../src/shared/ipc/channels';
import { isIpcChannel } from '../../../src/main/core/validate-invocation';
import type { RecordedCall } from './recording-fetch';

export interface IpcVerdict {
  kind: string;
  message: string;
}

/** Channels whose server-side rules (email and password checks) legitimately answer 422. */
const SERVER_VALIDATED = new Set<IpcChannel>(['session:login', 'session:register']);

export function contractAccepts(channel: unknown, args: unknown): boolean {
  return isIpcChannel(channel) && IPC_CHANNELS[channel].safeParse(args).success;
}

export function judgeInvocation(input: {
  channel: unknown;
  args: unknown;
  result: unknown;
  threw?: unknown;
  calls: RecordedCall[];
  opened: string[];
  serverOrigin: string;
  serverRoutes: RegExp[];
}): IpcVerdict[] {
  const verdicts: IpcVerdict[] = [];
  if (input.threw !== undefined)
    return [{ kind: 'throw', message: `invoke threw: ${String(input.threw)}` }];
  if (!isIpcResult(input.result))
    return [
      {
        kind: 'shape',
        message: `not an IpcResult: ${JSON.stringify(input.result)?.slice(0, 200)}`,
      },
    ];

  if (!contractAccepts(input.channel, input.args)) {
    const error = input.result.ok ? undefined : input.result.error;
    if (error?.code !== 'invalid_request')
      verdicts.push({
        kind: 'accepted',
        message: 'a message the contract refuses was not refused with invalid_request',
      });
    if (input.calls.length > 0)
      verdicts.push({
        kind: 'leak',
        message: `a refused message reached the network: ${describeCalls(input.calls)}`,
      });
    if (input.opened.length > 0)
      verdicts.push({
        kind: 'leak',
        message: `a refused message opened ${input.opened.join(', ')}`,
      });
    return verdicts;
  }
  for (const call of input.calls) {
    if (call.origin !== input.serverOrigin) continue; // blocked: a fuzzed server address
    if (!input.serverRoutes.some((route) => route.test(`${call.method} ${call.path}`))) {
      verdicts.push({
        kind: 'route',
        message: `called a path the server does not have: ${call.method} ${call.path}`,
      });
    }
    if (call.status >= 500)
      verdicts.push({
        kind: '5xx',
        message: `the server answered ${call.status} to ${call.method} ${call.path}`,
      });
    if (call.status === 422 && !SERVER_VALIDATED.has(input.channel as IpcChannel)) {
      verdicts.push({
        kind: 'contract',
        message: `the server refused the body as malformed (422): ${call.method} ${call.path} ${JSON.stringify(call.body)?.slice(0, 200)}`,
      });
    }
  }
  for (const url of input.opened) {
    if (!/^https?:$/.test(safeProtocol(url)))
      verdicts.push({ kind: 'shell', message: `opened a non-web link: ${url}` });
  }
  return verdicts;
}

type Result =
  | { ok: true; data: unknown }
  | { ok: false; error: { status: number; code: string | null; message: string } };

function isIpcResult(value: unknown): value is Result {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  if (result.ok === true) return 'data' in result;
  if (result.ok !== false || typeof result.error !== 'object' || result.error === null)
    return false;
  const error = result.error as Record<string, unknown>;
  return (
    typeof error.status === 'number' &&
    (typeof error.code === 'string' || error.code === null) &&
    typeof error.message === 'string'
  );
}

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return 'invalid:';
  }
}

const describeCalls = (calls: RecordedCall[]) =>
  calls.map((call) => `${call.method} ${call.origin}${call.path}`).join(', ');
