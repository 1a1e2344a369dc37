/**
 * Last-resort copies for originals whose words have no usable replacement (names, slang,
 * words WordNet does not know). Each could answer many prompts, and the phrases share
 * almost no significant words, so whatever words the original, the other copy and the
 * prompt rule out, most of the list stays valid.
 */
export const GENERIC_PHRASES: readonly string[] = [
  'SOMETHING STRANGE',
  'A BIG SURPRISE',
  'NOBODY KNOWS',
  'TOTAL CHAOS',
  'PURE MAGIC',
  'A SMALL MIRACLE',
  'BAD LUCK',
  'GOOD VIBES',
  'THE USUAL',
  'NOT AGAIN',
  'ABSOLUTELY NOTHING',
  'TOO EARLY',
  'SECRET RECIPE',
  'OLD HABITS',
  'A WILD GUESS',
  'JUST BECAUSE',
  'MYSTERY GUEST',
  'FAMILY TRADITION',
  'A HAPPY ACCIDENT',
  'LOUD NOISES',
  'MIDNIGHT SNACK',
  'WISHFUL THINKING',
  'BEGINNER LUCK',
  'A TERRIBLE IDEA',
  'COMMON SENSE',
  'PLAIN WATER',
  'SWEET DREAMS',
  'STRONG OPINIONS',
  'GOLDEN MEMORIES',
  'FRESH AIR',
];

/**
 * Describing words for a modifier WordNet does not know (SWEATY, CANDLELIT): "STRANGE
 * HOSIERY" still reads as an answer, where dropping the modifier would leave one word.
 */
export const GENERIC_MODIFIERS: readonly string[] = [
  'STRANGE',
  'SPECIAL',
  'CLASSIC',
  'FANCY',
  'GIANT',
  'TINY',
  'CHEAP',
  'DOUBLE',
  'SECRET',
  'ANCIENT',
];
