/**
 * Throughput of phrase validation: `npx tsx bench/validation.ts`. The target is 10,000
 * validations a second; the figure is printed, never asserted, because it depends on the
 * machine. Cases are generated up front from a fixed seed so every run measures the same
 * mix of prompt phrases and copies, valid and invalid.
 */
import library from '../src/server/data/prompts.json';
import { mulberry32 } from '../src/server/seeded-random';
import {
  DEFAULT_PHRASE_RULES,
  getDictionary,
  validateCopyPhrase,
  validatePromptPhrase,
  type PhraseValidationResult,
} from '../src/server/game/validation';

const CASES = 200_000;
const TARGET_PER_SECOND = 10_000;

const random = mulberry32(20240601);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const VOCABULARY = (
  'A I THE MY OUR BIG RED OLD HOT COLD WET DRY SAD MAD FAT TINY HUGE LOUD SOFT CAT DOG ' +
  'HAT CUP TEA PIE JAM SOCKS CHEESE BREAD TOAST PICKLE PIZZA WAFFLE GARLIC PUPPY HOUND ' +
  'CRIMSON SCARLET GIANT WIZARD ROBOT PIRATE DRAGON BANANA LASAGNA SPAGHETTI MOLDY ' +
  'SOGGY CRUNCHY SPICY DANCING SINGING SLEEPING BURNT FROZEN ANGRY GRUMPY HAPPY ' +
  'GRANDMA UNCLE TEACHER NEIGHBOUR BICYCLE UMBRELLA PILLOW BLANKET SANDWICH TACO'
).split(' ');
const PROMPTS = library.prompts.map((prompt) => prompt.text);

function phraseOf(length: number): string {
  return Array.from({ length }, () => pick(VOCABULARY)).join(' ');
}

/** Each kind of case, valid or broken in one way, in roughly even proportions. */
const MAKERS: ReadonlyArray<() => string> = [
  () => phraseOf(2 + Math.floor(random() * 4)),
  () => phraseOf(2 + Math.floor(random() * 4)).toLowerCase(),
  () => `  ${phraseOf(3).replaceAll(' ', '   ')}  `,
  () => `${phraseOf(2)} ${Math.floor(random() * 100)}`,
  () => phraseOf(1),
  () => phraseOf(7),
  () => `${pick(VOCABULARY)} XQZ${pick(VOCABULARY)}`,
  () => `${pick(VOCABULARY)} ${'SUPER'.repeat(4)}`,
  () => `${pick(VOCABULARY)} AND ${pick(VOCABULARY)}S`,
];

/** A copy of `original` that is lazy in one way, or simply another phrase. */
function copyOf(original: string): string {
  const words = original.split(' ');
  switch (Math.floor(random() * 4)) {
    case 0:
      return original;
    case 1:
      return [...words.slice(0, -1), `${words.at(-1)}S`].join(' ');
    case 2:
      return [...words].reverse().join(' ');
    default:
      return pick(MAKERS)();
  }
}

type Case = () => PhraseValidationResult;

const dictionaryStart = performance.now();
const dictionary = getDictionary();
const dictionaryMs = performance.now() - dictionaryStart;
const rules = DEFAULT_PHRASE_RULES;

const cases: Case[] = Array.from({ length: CASES }, (): Case => {
  const promptText = pick(PROMPTS);
  const phrase = pick(MAKERS)();
  if (random() < 0.5) return () => validatePromptPhrase(phrase, promptText, rules, dictionary);
  const originalPhrase = phraseOf(2 + Math.floor(random() * 3));
  const otherCopy = random() < 0.5 ? copyOf(originalPhrase) : null;
  const copy = copyOf(originalPhrase);
  return () =>
    validateCopyPhrase(copy, { originalPhrase, otherCopy, promptText }, rules, dictionary);
});

// Warm-up so the JIT has compiled the hot paths before the measured pass.
for (const run of cases.slice(0, 10_000)) run();

const outcomes = new Map<string, number>();
const start = performance.now();
for (const run of cases) {
  const result = run();
  const outcome = result.ok ? 'ok' : result.error;
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
}
const elapsedMs = performance.now() - start;
const perSecond = Math.round((CASES / elapsedMs) * 1000);

const mix = [...outcomes]
  .map(([outcome, count]) => `${outcome} ${((100 * count) / CASES).toFixed(1)}%`)
  .join(', ');
console.log(`dictionary loaded in ${dictionaryMs.toFixed(0)} ms (${dictionary.size} words)`);
console.log(
  `validated ${CASES.toLocaleString('en')} phrases in ${elapsedMs.toFixed(0)} ms (${mix})`,
);
console.log(
  `${perSecond.toLocaleString('en')} validations/s ` +
    `(target ${TARGET_PER_SECOND.toLocaleString('en')}/s: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT met'})`,
);
