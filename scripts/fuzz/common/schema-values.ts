// Values generated from a JSON schema (the OpenAPI document's, or zod's `toJSONSchema` for the
// IPC contract): a well-formed value, or one broken in a single, typical way.
import { BOUNDARY_NUMBERS, HOSTILE_STRINGS, hostileValue, setOwn } from './hostile-values';
import type { Random } from './random';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** Supplies a well-formed value for a field the caller knows more about (an id, a phrase). */
export type FieldHint = (name: string, schema: JsonSchema) => unknown;

const WORDS = ['QUIET', 'PURPLE', 'ROCKET', 'PICKLE', 'BANANA', 'VELVET', 'GIANT', 'SOCKS'];

/** A value the schema accepts; `hint` may answer for named fields first. */
export function validValue(
  schema: JsonSchema,
  random: Random,
  hint?: FieldHint,
  name = '',
): unknown {
  const hinted = hint?.(name, schema);
  if (hinted !== undefined) return hinted;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return validValue(random.pick(alternatives), random, hint, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  switch (primaryType(schema)) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key) ?? false;
        if (required || random.chance(0.7)) object[key] = validValue(property, random, hint, key);
      }
      return object;
    }
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () =>
        validValue(schema.items ?? {}, random, hint, name),
      );
    case 'integer':
    case 'number':
      return random.int(
        schema.minimum ?? 0,
        Math.min(schema.maximum ?? 100, (schema.minimum ?? 0) + 100),
      );
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'string':
      return validString(schema, random);
    default:
      return random.pick(['', 1, true, null]);
  }
}

function validString(schema: JsonSchema, random: Random): string {
  if (schema.format === 'uuid') return random.uuid();
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.format === 'email') return `fuzz${random.int(0, 1e9)}@example.com`;
  const words = Array.from({ length: random.int(1, 4) }, () => random.pick(WORDS)).join(' ');
  return words.slice(0, schema.maxLength ?? words.length).padEnd(schema.minLength ?? 0, 'A');
}

function primaryType(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  return undefined;
}

/**
 * The schema's value broken in one way: a field of the wrong type, a boundary or oversized
 * value, a missing required field, an unexpected extra field, or a different shape entirely.
 */
export function brokenValue(schema: JsonSchema, random: Random, hint?: FieldHint): unknown {
  const base = validValue(schema, random, hint);
  if (
    primaryType(schema) !== 'object' ||
    typeof base !== 'object' ||
    base === null ||
    random.chance(0.15)
  ) {
    return brokenScalar(schema, random);
  }
  const object = { ...(base as Record<string, unknown>) };
  const keys = Object.keys(schema.properties ?? {});
  const how = random.int(0, 3);
  if (how === 0 && keys.length > 0) {
    delete object[random.pick(keys)];
  } else if (how === 1 && keys.length > 0) {
    const key = random.pick(keys);
    object[key] = brokenScalar(schema.properties?.[key] ?? {}, random);
  } else if (how === 2) {
    setOwn(
      object,
      random.pick(['extra', '__proto__', 'constructor', 'player_id']),
      hostileValue(random),
    );
  } else {
    for (const key of keys) object[key] = brokenScalar(schema.properties?.[key] ?? {}, random);
  }
  return object;
}

/** A value of the wrong type or beyond the schema's bounds. */
export function brokenScalar(schema: JsonSchema, random: Random): unknown {
  const type = primaryType(schema);
  const choices: (() => unknown)[] = [() => hostileValue(random)];
  if (type === 'string') {
    choices.push(
      () => random.pick(HOSTILE_STRINGS),
      () => 'Q'.repeat((schema.maxLength ?? 1000) + 1),
      () => random.pick(BOUNDARY_NUMBERS),
    );
  }
  if (type === 'integer' || type === 'number') {
    choices.push(
      () => (schema.maximum ?? 1000) + 1,
      () => (schema.minimum ?? 0) - 1,
      () => random.pick(BOUNDARY_NUMBERS),
      () => String(random.pick(BOUNDARY_NUMBERS)),
    );
  }
  if (schema.enum)
    choices.push(
      () => `${String(random.pick(schema.enum!))}x`,
      () => String(schema.enum![0]).toUpperCase(),
    );
  return random.pick(choices)();
}
