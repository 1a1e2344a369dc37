// A short conversation with the D-Bus session bus daemon over its Unix socket: authenticate as
// this user (SASL EXTERNAL), say Hello, then call the bus's own methods (org.freedesktop.DBus).
// Nothing but Node: no native module, no command-line tool that a distribution may leave out.
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { decodeMessage, encodeMethodCall, messageLength, MessageType } from './dbus-wire';

const BUS_NAME = 'org.freedesktop.DBus';
const BUS_PATH = '/org/freedesktop/DBus';

/**
 * The sockets the session bus may listen on, in order: DBUS_SESSION_BUS_ADDRESS's unix entries
 * (a path, or a Linux abstract name), else `$XDG_RUNTIME_DIR/bus` when it exists, where systemd
 * puts it and where libdbus (Chromium's D-Bus client) looks when the variable is unset. Empty:
 * this session has no bus.
 */
export function sessionBusSockets(env: Record<string, string | undefined>): string[] {
  const address = env.DBUS_SESSION_BUS_ADDRESS;
  if (!address) {
    const runtime = env.XDG_RUNTIME_DIR;
    return runtime && existsSync(join(runtime, 'bus')) ? [join(runtime, 'bus')] : [];
  }
  return address.split(';').flatMap((entry) => {
    const [transport, parameters = ''] = entry.split(/:(.*)/s);
    if (transport !== 'unix') return [];
    const keys = new Map(
      parameters.split(',').map((pair) => {
        const [key = '', value = ''] = pair.split(/=(.*)/s);
        return [key, unescapeValue(value)];
      }),
    );
    const path = keys.get('path');
    if (path) return [path];
    const abstract = keys.get('abstract');
    return abstract ? [`\0${abstract}`] : [];
  });
}

/** D-Bus address values escape bytes as %XX. */
function unescapeValue(value: string): string {
  return value.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

export interface SessionBus {
  /** Calls a method of the bus itself; answers its reply's first argument. */
  callBus(member: string, signature: string, args: readonly (string | number)[]): Promise<unknown>;
  close(): void;
}

/**
 * Connects and authenticates. Everything on the connection, the calls included, fails once
 * `timeoutMs` has passed since it began: a bus that stopped answering never holds anyone up.
 */
export function openSessionBus(socketPath: string, timeoutMs: number): Promise<SessionBus> {
  const uid = process.getuid?.();
  if (uid === undefined) return Promise.reject(new Error('No user id: not a Unix system'));
  const socket = createConnection(socketPath);
  let buffered = Buffer.alloc(0);
  let authenticated = false;
  let serial = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let failure: Error | undefined;

  return new Promise<SessionBus>((resolveOpen, rejectOpen) => {
    const fail = (error: Error): void => {
      failure ??= error;
      rejectOpen(failure);
      for (const waiter of pending.values()) waiter.reject(failure);
      pending.clear();
      socket.destroy();
    };
    const deadline = setTimeout(
      () => fail(new Error(`The session bus did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    deadline.unref();
    socket.on('error', fail);
    socket.on('close', () => {
      clearTimeout(deadline);
      fail(new Error('The session bus closed the connection'));
    });

    const bus: SessionBus = {
      callBus(member, signature, args) {
        if (failure) return Promise.reject(failure);
        serial += 1;
        const message = encodeMethodCall({
          serial,
          destination: BUS_NAME,
          path: BUS_PATH,
          interface: BUS_NAME,
          member,
          signature,
          args,
        });
        const answered = new Promise<unknown>((resolve, reject) =>
          pending.set(serial, { resolve, reject }),
        );
        socket.write(message);
        return answered;
      },
      close: () => {
        clearTimeout(deadline);
        socket.destroy();
      },
    };

    const readMessages = (): void => {
      for (let length = messageLength(buffered); length !== null;) {
        const message = decodeMessage(buffered.subarray(0, length));
        buffered = buffered.subarray(length);
        length = messageLength(buffered);
        // Signals (NameAcquired after Hello) and anything else unasked for are not ours.
        const waiter = pending.get(message.replySerial ?? -1);
        if (!waiter) continue;
        pending.delete(message.replySerial!);
        if (message.type === MessageType.Error)
          waiter.reject(new Error(`D-Bus error ${message.errorName ?? '(unnamed)'}`));
        else waiter.resolve(message.first);
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (authenticated) {
        try {
          readMessages();
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      const lineEnd = buffered.indexOf('\r\n');
      if (lineEnd < 0) return;
      const line = buffered.toString('ascii', 0, lineEnd);
      buffered = buffered.subarray(lineEnd + 2);
      if (!line.startsWith('OK ')) return fail(new Error(`The session bus refused us: ${line}`));
      authenticated = true;
      socket.write('BEGIN\r\n');
      // Every connection must say Hello before anything else.
      bus.callBus('Hello', '', []).then(() => resolveOpen(bus), fail);
    });
    socket.on('connect', () => {
      const hexUid = Buffer.from(String(uid), 'ascii').toString('hex');
      socket.write(`\0AUTH EXTERNAL ${hexUid}\r\n`);
    });
  });
}
