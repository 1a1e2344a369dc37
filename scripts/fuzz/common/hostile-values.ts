// Values a careless or hostile client sends: wrong types, boundary numbers, huge and unicode
// strings, injection attempts and keys that pollute prototypes. Shared by the HTTP and IPC fuzzers.
import type { Random } from './random';

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  '1e309',
  "' OR '1'='1",
  '"; DROP TABLE players; --',
  '%00',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '..%2F..%2Fadmin%2Fconfig',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  '\u202eRTL override',
  'zero\u200bwidth\u200bspace',
  'CAFÉ NAÏVE',
  'ＦＵＬＬＷＩＤＴＨ ＷＯＲＤＳ',
  'İSTANBUL ǅUNGLE',
  '😀 🐱 👍🏽',
  '\ud800 lone surrogate',
  '\udfff\ud800',
  'ẞ straße',
  '𝕏𝕐ℤ',
  'a'.repeat(101),
  'WORD '.repeat(300),
  'x'.repeat(1001),
  'é'.repeat(5000),
  '🐱'.repeat(3000),
  'Z'.repeat(70_000),
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa\n',
  ' aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  'aaaaaaaaaaaa4aaa8aaaaaaaaaaaaaaa',
  'user@example.com',
  'USER@EXAMPLE.COM ',
  'a@b',
  '@@',
  'http://127.0.0.1:1/',
  'file:///etc/passwd',
  'eyJhbGciOiJub25lIn0.e30.',
];

export const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  99,
  100,
  101,
  1000,
  1_000_000,
  1_000_001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e308,
];

/** Keys that must never reach an object's prototype or be taken as meaningful. */
export const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  '$where',
  '$gt',
  'player_id',
  'balance',
  'toString',
];

/** Any JSON value other than a well-formed one: the shapes a field should never accept. */
export function hostileValue(random: Random, depth = 0): unknown {
  const kind = random.int(0, depth > 1 ? 5 : 8);
  switch (kind) {
    case 0:
    case 1:
      return random.pick(HOSTILE_STRINGS);
    case 2:
      return random.pick(BOUNDARY_NUMBERS);
    case 3:
      return random.pick([true, false, null]);
    case 4:
      return random.pick(['', 'x', random.uuid()]);
    case 5:
      return random.int(-5, 5);
    case 6:
      return Array.from({ length: random.int(0, 3) }, () => hostileValue(random, depth + 1));
    case 7:
      return hostileObject(random, depth + 1);
    default:
      return setOwn({}, random.pick(HOSTILE_KEYS), hostileValue(random, depth + 1));
  }
}

export function hostileObject(random: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let index = random.int(0, 3); index > 0; index -= 1) {
    setOwn(object, random.pick(HOSTILE_KEYS), hostileValue(random, depth + 1));
  }
  return object;
}

/**
 * Sets a key as an own property, even `__proto__` (a plain assignment would replace the
 * prototype instead and the key would never be sent).
 */
export function setOwn(
  object: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}
