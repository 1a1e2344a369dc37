// One declaration per setting gives everything about it: its default, the range the server
// validates, how an environment variable's text becomes its value (zod coercion), and, for the
// settings the admin view lists, its type in the admin answer.
import { z } from 'zod';

export interface Setting<Value> {
  default: Value;
  /** The type and range the server accepts. */
  schema: z.ZodType<Value>;
  /**
   * From an environment variable's text towards the value. When it fails, the text itself goes
   * on to `schema`, so that the error names the variable and shows what it held.
   */
  fromEnv: z.ZodType<unknown, string>;
  /** The type in the admin answer: what any value the server accepts looks like. */
  answer: z.ZodType<Value>;
}

const wholeNumberText = z
  .string()
  .trim()
  .regex(/^-?\d+$/);

/** A whole number; `min` and `max` bound what the server accepts. */
export function integer(value: number, range: { min: number; max?: number }): Setting<number> {
  const bounded = z.number().int().min(range.min);
  return {
    default: value,
    schema: range.max === undefined ? bounded : bounded.max(range.max),
    fromEnv: wholeNumberText.pipe(z.coerce.number()),
    answer: z.number().int(),
  };
}

/** On or off: true, 1, yes, on / false, 0, no, off in the environment (any case). */
export function flag(value: boolean): Setting<boolean> {
  return {
    default: value,
    schema: z.boolean(),
    fromEnv: z
      .string()
      .trim()
      .pipe(
        z.stringbool({ truthy: ['true', '1', 'yes', 'on'], falsy: ['false', '0', 'no', 'off'] }),
      ),
    answer: z.boolean(),
  };
}

/** One of a few names. */
export function choice<const Name extends string>(
  names: readonly [Name, ...Name[]],
  value: NoInfer<Name>,
): Setting<Name> {
  const schema = z.enum(names) as unknown as z.ZodType<Name>;
  return { default: value, schema, fromEnv: z.string(), answer: schema };
}

/** Free text, never empty unless `schema` says otherwise. */
export function text(
  value: string,
  schema: z.ZodType<string> = z.string().min(1),
): Setting<string> {
  return { default: value, schema, fromEnv: z.string(), answer: z.string() };
}
