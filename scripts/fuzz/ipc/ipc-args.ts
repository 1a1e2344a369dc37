// Arguments for IPC channels, generated from the contract's own zod schemas: well-formed ones
// (with real ids and credentials where the fuzzer has them) and every kind of malformed one.
import { z } from 'zod';
import { IPC_CHANNELS, type IpcChannel } from '../../../src/shared/ipc/channels';
import { hostileValue } from '../common/hostile-values';
import type { Random } from '../common/random';
import { brokenValue, validValue, type FieldHint, type JsonSchema } from '../common/schema-values';

const schemas = new Map<IpcChannel, JsonSchema | null>();

/** The channel's argument as a JSON schema; null for channels that take no argument. */
export function argumentSchema(channel: IpcChannel): JsonSchema | null {
  if (!schemas.has(channel)) {
    const schema = IPC_CHANNELS[channel];
    schemas.set(
      channel,
      schema instanceof z.ZodUndefined
        ? null
        : (z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema),
    );
  }
  return schemas.get(channel) ?? null;
}

export type ArgumentKind = 'valid' | 'broken' | 'hostile' | 'missing';

export function generateArgument(
  channel: IpcChannel,
  kind: ArgumentKind,
  random: Random,
  hint: FieldHint,
): unknown {
  const schema = argumentSchema(channel);
  switch (kind) {
    case 'missing':
      return undefined;
    case 'hostile':
      return hostileValue(random);
    case 'valid':
      return schema ? validValue(schema, random, hint) : undefined;
    case 'broken':
      return schema
        ? brokenValue(schema, random, hint)
        : random.pick([{}, null, 0, '', [], { extra: true }]);
  }
}
