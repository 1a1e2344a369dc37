// Every message from the renderer is checked against the contract before anything runs:
// the channel must exist and the argument must satisfy the channel's zod schema. A refusal
// reaches the player as words of their own (the renderer shows an `invalid_request` message as
// is); channel and field names go to the log only.
import type { z } from 'zod';
import { ERRORS } from '../../shared/api/errors';
import { IPC_CHANNELS, type IpcChannel } from '../../shared/ipc/channels';
import type { IpcError } from '../../shared/ipc/channels';
import { containsNulCharacter } from '../../shared/nul-characters';
import { invalidRequest } from './ipc-results';

/** A channel's argument after validation (defaults applied). */
export type ParsedArgs<C extends IpcChannel> = z.output<(typeof IPC_CHANNELS)[C]>;

export type Invocation = { [C in IpcChannel]: { channel: C; args: ParsedArgs<C> } }[IpcChannel];

/** What the player reads when a field the player types is refused, by channel and field. */
const FIELD_MESSAGES: Partial<Record<IpcChannel, Record<string, string>>> = {
  'app:setSettings': {
    serverUrl: "Enter the server's address starting with http:// or https://.",
  },
};
export const INVALID_ARGUMENTS_MESSAGE =
  'Some of what was entered is not valid. Please check it and try again.';
export const UNKNOWN_CHANNEL_MESSAGE =
  'The app could not send that request. Please restart the app and try again.';

export type InvocationCheck =
  | { ok: true; invocation: Invocation }
  /** `detail` names the channel and the fields, for the log; `error` is for the player. */
  | { ok: false; error: IpcError; detail: string };

export function isIpcChannel(channel: unknown): channel is IpcChannel {
  return typeof channel === 'string' && Object.prototype.hasOwnProperty.call(IPC_CHANNELS, channel);
}

export function validateInvocation(channel: unknown, args: unknown): InvocationCheck {
  if (!isIpcChannel(channel)) {
    return {
      ok: false,
      error: invalidRequest(UNKNOWN_CHANNEL_MESSAGE),
      detail: `Unknown channel: ${String(channel).slice(0, 80)}`,
    };
  }
  // The game server refuses text with NUL characters (its database cannot store them).
  if (containsNulCharacter(args)) {
    return {
      ok: false,
      error: invalidRequest(`${ERRORS.nul_character.message}.`),
      detail: `Invalid arguments for ${channel}: NUL character`,
    };
  }
  const parsed = IPC_CHANNELS[channel].safeParse(args);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3);
    const problems = issues.map(
      (issue) => `${issue.path.join('.') || 'argument'}: ${issue.message}`,
    );
    const fieldMessage = issues
      .map((issue) => FIELD_MESSAGES[channel]?.[String(issue.path[0])])
      .find((message) => message !== undefined);
    return {
      ok: false,
      error: invalidRequest(fieldMessage ?? INVALID_ARGUMENTS_MESSAGE),
      detail: `Invalid arguments for ${channel}: ${problems.join('; ')}`,
    };
  }
  return { ok: true, invocation: { channel, args: parsed.data } as Invocation };
}
