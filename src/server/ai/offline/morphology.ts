/**
 * Just enough English morphology to look an inflected phrase word up in WordNet (which
 * lists base forms) and to put a replacement back into the same form: "BARKING PUPPIES"
 * should become "YAPPING PUPS", not "YAP PUP". Rules follow WordNet's own "morphy"
 * detachment rules plus doubled consonants, and a short list of common irregular forms
 * (the shipped WordNet data has no exception lists).
 */

/** The inflection a word was found to carry; `none` for a base form. */
export type Inflection = 'none' | 'plural' | 'ing' | 'ed' | 'er' | 'est';

export interface BaseForm {
  base: string;
  inflection: Inflection;
}

/** [ending, replacement, inflection], tried in order on the upper-case word. */
const DETACHMENT_RULES: readonly (readonly [string, string, Inflection])[] = [
  ['IES', 'Y', 'plural'],
  ['SES', 'S', 'plural'],
  ['XES', 'X', 'plural'],
  ['ZES', 'Z', 'plural'],
  ['CHES', 'CH', 'plural'],
  ['SHES', 'SH', 'plural'],
  ['MEN', 'MAN', 'plural'],
  ['ES', 'E', 'plural'],
  ['ES', '', 'plural'],
  ['S', '', 'plural'],
  ['ING', 'E', 'ing'],
  ['ING', '', 'ing'],
  ['IED', 'Y', 'ed'],
  ['ED', 'E', 'ed'],
  ['ED', '', 'ed'],
  ['IER', 'Y', 'er'],
  ['ER', 'E', 'er'],
  ['ER', '', 'er'],
  ['IEST', 'Y', 'est'],
  ['EST', 'E', 'est'],
  ['EST', '', 'est'],
];

/** Frequent irregular forms as "FORM:BASE" pairs, grouped by inflection. */
const IRREGULAR_FORMS: Readonly<Record<'ed' | 'plural' | 'er' | 'est', string>> = {
  ed:
    'ATE:EAT RAN:RUN SAW:SEE WENT:GO CAME:COME STOLE:STEAL BROKE:BREAK FORGOT:FORGET ' +
    'BROUGHT:BRING BOUGHT:BUY CAUGHT:CATCH TAUGHT:TEACH THOUGHT:THINK FOUGHT:FIGHT ' +
    'FOUND:FIND LOST:LOSE MADE:MAKE TOOK:TAKE GAVE:GIVE GOT:GET FELL:FALL FELT:FEEL ' +
    'LEFT:LEAVE KEPT:KEEP SLEPT:SLEEP SOLD:SELL TOLD:TELL SAID:SAY PAID:PAY WROTE:WRITE ' +
    'DROVE:DRIVE RODE:RIDE FLEW:FLY DREW:DRAW GREW:GROW KNEW:KNOW THREW:THROW BLEW:BLOW ' +
    'SANG:SING SANK:SINK SWAM:SWIM BEGAN:BEGIN DRANK:DRINK WORE:WEAR TORE:TEAR ' +
    'SPOKE:SPEAK WOKE:WAKE FROZE:FREEZE CHOSE:CHOOSE HID:HIDE BIT:BITE MET:MEET SAT:SIT ' +
    'STOOD:STAND HUNG:HANG SHOOK:SHAKE BUILT:BUILD SENT:SEND SPENT:SPEND HELD:HOLD ' +
    'LED:LEAD FED:FEED FLED:FLEE DUG:DIG STUCK:STICK SWUNG:SWING WON:WIN BROKEN:BREAK ' +
    'STOLEN:STEAL FROZEN:FREEZE FORGOTTEN:FORGET EATEN:EAT GONE:GO SEEN:SEE TAKEN:TAKE ' +
    'GIVEN:GIVE WRITTEN:WRITE DRIVEN:DRIVE HIDDEN:HIDE CHOSEN:CHOOSE SPOKEN:SPEAK ' +
    'WORN:WEAR TORN:TEAR BITTEN:BITE FALLEN:FALL GROWN:GROW KNOWN:KNOW THROWN:THROW ' +
    'FLOWN:FLY DRAWN:DRAW SUNG:SING SUNK:SINK BEGUN:BEGIN DRUNK:DRINK SHAKEN:SHAKE',
  plural:
    'CHILDREN:CHILD FEET:FOOT TEETH:TOOTH MICE:MOUSE GEESE:GOOSE PEOPLE:PERSON OXEN:OX ' +
    'LEAVES:LEAF KNIVES:KNIFE WIVES:WIFE LIVES:LIFE WOLVES:WOLF HALVES:HALF ' +
    'SHELVES:SHELF LOAVES:LOAF THIEVES:THIEF',
  er: 'BETTER:GOOD WORSE:BAD',
  est: 'BEST:GOOD WORST:BAD',
};

interface IrregularForm extends BaseForm {
  form: string;
}

const IRREGULAR: readonly IrregularForm[] = Object.entries(IRREGULAR_FORMS).flatMap(
  ([inflection, pairs]) =>
    pairs.split(' ').map((pair) => {
      const [form = '', base = ''] = pair.split(':');
      return { form, base, inflection: inflection as Inflection };
    }),
);

const IRREGULAR_BASES: ReadonlyMap<string, BaseForm> = new Map(
  IRREGULAR.map(({ form, base, inflection }) => [form, { base, inflection }]),
);

/**
 * The irregular form of a base, keyed "BASE:inflection"; for verbs the simple past, which
 * is listed first (BROKE before BROKEN).
 */
const IRREGULAR_FORM_OF: ReadonlyMap<string, string> = new Map(
  [...IRREGULAR].reverse().map(({ form, base, inflection }) => [`${base}:${inflection}`, form]),
);

/** Bases shorter than this are never real stems of a longer word (SING → S). */
const MIN_BASE_LENGTH = 2;

/**
 * The word itself, then every base form the rules can derive, including the undoubled
 * consonant of STOPPED/RUNNING. Callers keep those that WordNet knows.
 */
export function baseForms(word: string): BaseForm[] {
  const forms: BaseForm[] = [{ base: word, inflection: 'none' }];
  const irregular = IRREGULAR_BASES.get(word);
  if (irregular !== undefined) forms.push(irregular);
  for (const [ending, replacement, inflection] of DETACHMENT_RULES) {
    if (!word.endsWith(ending) || word === ending) continue;
    if (ending === 'S' && word.endsWith('SS')) continue;
    const stem = word.slice(0, -ending.length);
    const base = stem + replacement;
    if (base.length >= MIN_BASE_LENGTH) forms.push({ base, inflection });
    const doubled = replacement === '' && stem.length > 2 && stem.at(-1) === stem.at(-2);
    if (doubled) forms.push({ base: stem.slice(0, -1), inflection });
  }
  return forms;
}

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

function endsInConsonantY(word: string): boolean {
  return word.endsWith('Y') && word.length > 1 && !VOWELS.has(word.at(-2) ?? '');
}

/** One-syllable words ending consonant-vowel-consonant double it: STOPPED, RUNNING. */
function doublesFinalConsonant(base: string): boolean {
  return /^[^AEIOU]*[AEIOU][^AEIOUWXY]$/.test(base);
}

/**
 * The regular (or listed irregular) spelling of `base` with the inflection. English
 * spelling depends on sounds we cannot see, so the caller checks it against the dictionary.
 */
export function inflectedForm(base: string, inflection: Inflection): string {
  const irregular = IRREGULAR_FORM_OF.get(`${base}:${inflection}`);
  if (irregular !== undefined) return irregular;
  const stem = doublesFinalConsonant(base) ? base + (base.at(-1) ?? '') : base;
  switch (inflection) {
    case 'none':
      return base;
    case 'plural':
      if (endsInConsonantY(base)) return `${base.slice(0, -1)}IES`;
      return /(S|X|Z|CH|SH)$/.test(base) ? `${base}ES` : `${base}S`;
    case 'ing':
      if (base.endsWith('IE')) return `${base.slice(0, -2)}YING`;
      if (base.endsWith('E') && !base.endsWith('EE')) return `${base.slice(0, -1)}ING`;
      return `${stem}ING`;
    case 'ed':
    case 'er':
    case 'est': {
      const suffix = inflection.toUpperCase();
      if (base.endsWith('E')) return `${base}${suffix.slice(1)}`;
      if (endsInConsonantY(base)) return `${base.slice(0, -1)}I${suffix}`;
      return `${stem}${suffix}`;
    }
  }
}
