// The zod schemas of a setting declaration (setting-kinds.ts): the server's validation, the
// environment's parsing (zod coercion) and the admin answer's type.
import { z } from 'zod';
import type { Setting } from './setting-kinds';

/** The value a declaration holds. */
export type SettingValue<S extends Setting> = S['default'];

/** The type and range the server accepts. */
export function settingSchema<S extends Setting>(setting: S): z.ZodType<SettingValue<S>> {
  return schemaOf(setting) as z.ZodType<SettingValue<S>>;
}

function schemaOf(setting: Setting): z.ZodType {
  switch (setting.kind) {
    case 'integer': {
      const bounded = z.number().int().min(setting.min);
      return setting.max === undefined ? bounded : bounded.max(setting.max);
    }
    case 'flag':
      return z.boolean();
    case 'choice':
      return z.enum(setting.names);
    case 'text':
      return setting.shape
        ? z.string().regex(setting.shape.pattern, setting.shape.message)
        : z.string().min(1);
    case 'url-list':
      return z.array(z.string().url());
  }
}

/**
 * From an environment variable's text towards the value. When it fails, the text itself goes
 * on to validation, so that the error names the variable and shows what it held.
 */
export function settingFromEnv(setting: Setting): z.ZodType<unknown, string> {
  switch (setting.kind) {
    case 'integer':
      return z
        .string()
        .trim()
        .regex(/^-?\d+$/)
        .pipe(z.coerce.number());
    case 'flag':
      return z
        .string()
        .trim()
        .pipe(
          z.stringbool({ truthy: ['true', '1', 'yes', 'on'], falsy: ['false', '0', 'no', 'off'] }),
        );
    case 'url-list':
      return z
        .string()
        .transform((list) =>
          list.trim() === '' ? [] : list.split(',').map((item) => item.trim()),
        );
    case 'choice':
    case 'text':
      return z.string();
  }
}

/** The type in the admin answer: what any value the server accepts looks like. */
export function settingAnswer<S extends Setting>(setting: S): z.ZodType<SettingValue<S>> {
  switch (setting.kind) {
    case 'integer':
      return z.number().int() as z.ZodType<SettingValue<S>>;
    case 'flag':
      return z.boolean() as z.ZodType<SettingValue<S>>;
    case 'choice':
      return z.enum(setting.names) as unknown as z.ZodType<SettingValue<S>>;
    case 'text':
      return z.string() as z.ZodType<SettingValue<S>>;
    case 'url-list':
      return z.array(z.string()) as z.ZodType<SettingValue<S>>;
  }
}
