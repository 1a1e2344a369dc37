// Phrases the server accepts for a given round, so that the fuzzer's well-formed requests
// really play the game (sets form, votes land, pools pay out) and the hostile ones meet a
// database full of state. Checked with the server's own validators before they are sent.
import {
  validateCopyPhrase,
  validatePromptPhrase,
  type Dictionary,
  type PhraseRules,
} from '../../../src/server/game/validation';
import type { Random } from '../common/random';

const WORDS = [
  'PURPLE',
  'ELEPHANT',
  'QUIET',
  'MORNING',
  'BROKEN',
  'UMBRELLA',
  'SILVER',
  'ROCKET',
  'GIANT',
  'PICKLE',
  'RUSTY',
  'BICYCLE',
  'WOOLLY',
  'SOCKS',
  'JAZZ',
  'TRUMPET',
  'ANGRY',
  'PENGUIN',
  'CRISPY',
  'BACON',
  'VELVET',
  'CURTAIN',
  'LAZY',
  'SUNDAY',
  'HAUNTED',
  'LIGHTHOUSE',
  'MAGNETIC',
  'CARPET',
  'WOBBLY',
  'JELLY',
  'TOWER',
  'FROZEN',
  'GARDEN',
  'HUNGRY',
  'WIZARD',
  'TINY',
  'CASTLE',
  'NOISY',
  'PARROT',
  'GOLDEN',
  'TEAPOT',
  'MUDDY',
  'BOOTS',
  'SLEEPY',
  'DRAGON',
  'PAPER',
  'LANTERN',
];
const TRIES = 40;

/** What phrase validation needs: the phrase rules and the dictionary (a ServerContext has both). */
export interface PhraseContext {
  settings: PhraseRules;
  dictionary: Dictionary;
}

export function promptPhrase(ctx: PhraseContext, random: Random, promptText: string): string {
  return firstValid(
    random,
    (phrase) => validatePromptPhrase(phrase, promptText, ctx.settings, ctx.dictionary).ok,
  );
}

export function copyPhrase(
  ctx: PhraseContext,
  random: Random,
  original: { originalPhrase: string; promptText: string },
): string {
  return firstValid(
    random,
    (phrase) =>
      validateCopyPhrase(phrase, { ...original, otherCopy: null }, ctx.settings, ctx.dictionary).ok,
  );
}

/** The last candidate when none passed: the server then refuses it, which is fine too. */
function firstValid(random: Random, isValid: (phrase: string) => boolean): string {
  let phrase = '';
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    phrase = Array.from({ length: random.int(2, 3) }, () => random.pick(WORDS)).join(' ');
    if (isValid(phrase)) return phrase;
  }
  return phrase;
}
