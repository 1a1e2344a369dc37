// One declaration per setting gives everything about it: its default, the range the server
// validates, how an environment variable's text becomes its value, and, for the settings the
// admin view lists, its type in the admin answer. The declarations are plain data, so that the
// renderer reads defaults, labels and units without zod; setting-schemas.ts makes the schemas.

export interface IntegerSetting {
  kind: 'integer';
  default: number;
  min: number;
  max?: number;
}
export interface FlagSetting {
  kind: 'flag';
  default: boolean;
}
export interface ChoiceSetting<Name extends string = string> {
  kind: 'choice';
  default: Name;
  names: readonly [Name, ...Name[]];
}
export interface TextSetting {
  kind: 'text';
  default: string;
  /** What the text must look like (default: not empty). */
  shape?: { pattern: RegExp; message: string };
}
export interface UrlListSetting {
  kind: 'url-list';
  default: string[];
}
export type Setting = IntegerSetting | FlagSetting | ChoiceSetting | TextSetting | UrlListSetting;

/** A whole number; `min` and `max` bound what the server accepts. */
export const integer = (value: number, range: { min: number; max?: number }): IntegerSetting => ({
  kind: 'integer',
  default: value,
  ...range,
});

/** On or off: true, 1, yes, on / false, 0, no, off in the environment (any case). */
export const flag = (value: boolean): FlagSetting => ({ kind: 'flag', default: value });

/** One of a few names. */
export const choice = <const Name extends string>(
  names: readonly [Name, ...Name[]],
  value: NoInfer<Name>,
): ChoiceSetting<Name> => ({ kind: 'choice', default: value, names });

/** Free text; not empty unless `shape` says otherwise. */
export const text = (value: string, shape?: TextSetting['shape']): TextSetting => ({
  kind: 'text',
  default: value,
  shape,
});

/** A list of URLs, comma-separated in the environment. */
export const urlList = (value: string[]): UrlListSetting => ({ kind: 'url-list', default: value });
