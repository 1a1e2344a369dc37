// Turns a JSON schema of the OpenAPI document into rows a reader can scan: one row per field,
// nested fields under dotted paths (`player.balance`, `votes[].phrase`, `payouts.<key>`).

import type { JsonSchema } from './openapi-document';

export interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  notes: string;
}

/** zod's integers carry the safe-integer bounds; they say nothing a reader needs. */
const SAFE_INTEGER_BOUND = Number.MAX_SAFE_INTEGER;

/** The rows of an object schema, depth first; a schema that is not an object has none. */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const object = objectVariant(schema);
  if (!object) return [];
  const rows: FieldRow[] = [];
  for (const [name, child] of Object.entries(object.properties ?? {})) {
    const path = `${prefix}${name}`;
    rows.push({
      path,
      type: typeName(child),
      required: object.required?.includes(name) ?? false,
      notes: notes(child),
    });
    rows.push(...nestedRows(child, path));
  }
  if (isSchema(object.additionalProperties)) {
    const path = `${prefix}<key>`;
    rows.push({
      path,
      type: typeName(object.additionalProperties),
      required: false,
      notes: notes(object.additionalProperties),
    });
    rows.push(...nestedRows(object.additionalProperties, path));
  }
  return rows;
}

function nestedRows(schema: JsonSchema, path: string): FieldRow[] {
  const items = arrayItems(schema);
  if (items) return fieldRows(items, `${path}[].`);
  return fieldRows(schema, `${path}.`);
}

/** A short type: `string`, `integer or null`, `array of object`, `string or object`. */
export function typeName(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return unique(variants.map(typeName)).join(' or ');
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any']).filter(
    (type) => type !== 'null',
  );
  const named = types.map((type) =>
    type === 'array' && schema.items ? `array of ${typeName(schema.items)}` : type,
  );
  const nullable =
    schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  return nullable ? `${named.join(' or ')} or null` : named.join(' or ');
}

function notes(schema: JsonSchema): string {
  const parts: string[] = [];
  const values = (schema.enum ?? []).filter((value) => value !== null);
  if (values.length === 1) parts.push(`always ${code(values[0])}`);
  else if (values.length > 1) parts.push(`one of ${values.map((value) => code(value)).join(', ')}`);
  if (schema.format) parts.push(schema.format);
  if (schema.minimum !== undefined && Math.abs(schema.minimum) !== SAFE_INTEGER_BOUND) {
    parts.push(`min ${schema.minimum}`);
  }
  if (schema.maximum !== undefined && Math.abs(schema.maximum) !== SAFE_INTEGER_BOUND) {
    parts.push(`max ${schema.maximum}`);
  }
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.minItems !== undefined) parts.push(`min items ${schema.minItems}`);
  if (schema.maxItems !== undefined) parts.push(`max items ${schema.maxItems}`);
  if (schema.default !== undefined) parts.push(`default ${code(schema.default)}`);
  if (schema.description) parts.push(schema.description);
  return parts.join('; ');
}

/** Every string constant the schema allows anywhere: the error codes of an error body. */
export function enumStrings(schema: JsonSchema): string[] {
  const own = (schema.enum ?? []).filter((value): value is string => typeof value === 'string');
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.items ? [schema.items] : []),
    ...(isSchema(schema.additionalProperties) ? [schema.additionalProperties] : []),
  ];
  return unique([...own, ...children.flatMap(enumStrings)]);
}

function objectVariant(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties || isSchema(schema.additionalProperties)) return schema;
  return (schema.anyOf ?? schema.oneOf)?.find((variant) => objectVariant(variant));
}

function arrayItems(schema: JsonSchema): JsonSchema | undefined {
  if (schema.items) return schema.items;
  return (schema.anyOf ?? schema.oneOf)?.find((variant) => variant.items)?.items;
}

function isSchema(value: boolean | JsonSchema | undefined): value is JsonSchema {
  return typeof value === 'object' && Object.keys(value).length > 0;
}

function code(value: unknown): string {
  return `\`${JSON.stringify(value)}\``;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
