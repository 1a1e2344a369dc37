// Every message from the renderer is checked against the contract before anything runs:
// the channel must exist and the argument must satisfy the channel's zod schema.
import type { z } from 'zod';
import { IPC_CHANNELS, type IpcChannel } from '../../shared/ipc/channels';
import type { IpcError } from '../../shared/ipc/channels';
import { containsNulCharacter } from '../../shared/nul-characters';
import { invalidRequest } from './ipc-results';

/** A channel's argument after validation (defaults applied). */
export type ParsedArgs<C extends IpcChannel> = z.output<(typeof IPC_CHANNELS)[C]>;

export type Invocation = { [C in IpcChannel]: { channel: C; args: ParsedArgs<C> } }[IpcChannel];

export function isIpcChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(IPC_CHANNELS, channel);
}

export function validateInvocation(
  channel: unknown,
  args: unknown,
): { ok: true; invocation: Invocation } | { ok: false; error: IpcError } {
  if (!isIpcChannel(channel)) {
    return { ok: false, error: invalidRequest(`Unknown channel: ${String(channel).slice(0, 80)}`) };
  }
  // The game server refuses text with NUL characters (its database cannot store them).
  if (containsNulCharacter(args)) {
    return { ok: false, error: invalidRequest(`Invalid arguments for ${channel}: NUL character`) };
  }
  const parsed = IPC_CHANNELS[channel].safeParse(args);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || 'argument'}: ${issue.message}`);
    return {
      ok: false,
      error: invalidRequest(`Invalid arguments for ${channel}: ${problems.join('; ')}`),
    };
  }
  return { ok: true, invocation: { channel, args: parsed.data } as Invocation };
}
