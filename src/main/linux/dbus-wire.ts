// The little of the D-Bus wire format (https://dbus.freedesktop.org/doc/dbus-specification.html,
// "Message Protocol") that asking the bus itself a question takes: a method call whose arguments
// are strings and 32-bit numbers, and its reply or error, whose first argument is read back.
// Written here rather than taken from a package: the app needs two calls, at most once per closed
// window, and nothing more of D-Bus.

export const MessageType = { MethodCall: 1, MethodReturn: 2, Error: 3, Signal: 4 } as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

/** Header field codes (the spec's table of header fields). */
const Field = {
  Path: 1,
  Interface: 2,
  Member: 3,
  ErrorName: 4,
  ReplySerial: 5,
  Destination: 6,
  Signature: 8,
} as const;
type Field = (typeof Field)[keyof typeof Field];

export interface MethodCall {
  serial: number;
  destination: string;
  path: string;
  interface: string;
  member: string;
  /** D-Bus type codes of `args`: `s` (string) and `u` (uint32) only. */
  signature: string;
  args: readonly (string | number)[];
}

export interface ReceivedMessage {
  type: MessageType;
  replySerial?: number;
  errorName?: string;
  /** The first argument of the body, when it is a basic type (b, u, s, o, g); else undefined. */
  first?: string | number | boolean;
}

/** Little-endian writer that pads each value to its alignment from the start of the message. */
class Writer {
  private readonly chunks: Buffer[] = [];
  length = 0;

  private push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  pad(alignment: number): void {
    const fill = (alignment - (this.length % alignment)) % alignment;
    if (fill > 0) this.push(Buffer.alloc(fill));
  }
  byte(value: number): void {
    this.push(Buffer.from([value]));
  }
  uint32(value: number): void {
    this.pad(4);
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32LE(value);
    this.push(bytes);
  }
  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.uint32(bytes.length);
    this.push(bytes);
    this.byte(0);
  }
  signature(value: string): void {
    this.byte(value.length);
    this.push(Buffer.from(value, 'ascii'));
    this.byte(0);
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

export function encodeMethodCall(call: MethodCall): Buffer {
  const body = new Writer();
  [...call.signature].forEach((code, index) => {
    const value = call.args[index];
    if (code === 's' && typeof value === 'string') body.string(value);
    else if (code === 'u' && typeof value === 'number') body.uint32(value);
    else throw new Error(`Cannot send the D-Bus argument ${index} as '${code}'`);
  });

  // The header fields start 16 bytes into the message, a multiple of 8: padding them from their
  // own start is padding them from the message's.
  const fields = new Writer();
  const field = (code: Field, type: 's' | 'o' | 'g', value: string): void => {
    fields.pad(8);
    fields.byte(code);
    fields.signature(type);
    if (type === 'g') fields.signature(value);
    else fields.string(value);
  };
  field(Field.Path, 'o', call.path);
  field(Field.Interface, 's', call.interface);
  field(Field.Member, 's', call.member);
  field(Field.Destination, 's', call.destination);
  if (call.signature) field(Field.Signature, 'g', call.signature);

  const header = new Writer();
  header.byte('l'.charCodeAt(0)); // little-endian
  header.byte(MessageType.MethodCall);
  header.byte(0); // flags
  header.byte(1); // protocol version
  header.uint32(body.length);
  header.uint32(call.serial);
  const fieldBytes = fields.bytes();
  header.uint32(fieldBytes.length);
  const start = header.bytes();
  const padding = Buffer.alloc((8 - ((start.length + fieldBytes.length) % 8)) % 8);
  return Buffer.concat([start, fieldBytes, padding, body.bytes()]);
}

/** The length of the first message in `buffer`, or null until all of it has arrived. */
export function messageLength(buffer: Buffer): number | null {
  if (buffer.length < 16) return null;
  const little = littleEndian(buffer);
  const bodyLength = little ? buffer.readUInt32LE(4) : buffer.readUInt32BE(4);
  const fieldsLength = little ? buffer.readUInt32LE(12) : buffer.readUInt32BE(12);
  const total = align(16 + fieldsLength, 8) + bodyLength;
  return buffer.length < total ? null : total;
}

/** Reads one whole message (see messageLength). */
export function decodeMessage(message: Buffer): ReceivedMessage {
  const little = littleEndian(message);
  let offset = 0;
  const uint32 = (): number => {
    offset = align(offset, 4);
    const value = little ? message.readUInt32LE(offset) : message.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  const string = (): string => {
    const length = uint32();
    const value = message.toString('utf8', offset, offset + length);
    offset += length + 1;
    return value;
  };
  const signature = (): string => {
    const length = message.readUInt8(offset);
    const value = message.toString('ascii', offset + 1, offset + 1 + length);
    offset += length + 2;
    return value;
  };
  const basic = (code: string | undefined): string | number | boolean | undefined => {
    switch (code) {
      case 'y':
        return message.readUInt8(offset++);
      case 'b':
        return uint32() !== 0;
      case 'u':
      case 'h':
        return uint32();
      case 's':
      case 'o':
        return string();
      case 'g':
        return signature();
      default:
        return undefined;
    }
  };

  const type = message.readUInt8(1) as MessageType;
  offset = 12;
  const fieldsEnd = 16 + uint32();
  const received: ReceivedMessage = { type };
  let bodySignature = '';
  while (offset < fieldsEnd) {
    offset = align(offset, 8);
    const code = message.readUInt8(offset++);
    const value = basic(signature());
    if (value === undefined) throw new Error(`Unexpected D-Bus header field ${code}`);
    if (code === Field.ReplySerial) received.replySerial = Number(value);
    else if (code === Field.ErrorName) received.errorName = String(value);
    else if (code === Field.Signature) bodySignature = String(value);
  }
  offset = align(fieldsEnd, 8);
  received.first = basic(bodySignature[0]);
  return received;
}

function littleEndian(message: Buffer): boolean {
  const mark = String.fromCharCode(message.readUInt8(0));
  if (mark !== 'l' && mark !== 'B') throw new Error('Not a D-Bus message');
  return mark === 'l';
}

function align(offset: number, alignment: number): number {
  return Math.ceil(offset / alignment) * alignment;
}
