import {
  normalizePhrase,
  validateCopyPhrase,
  type Dictionary,
  type PhraseRules,
} from '../../game/validation';
import type { CopyRequest } from '../provider';
import { CATEGORY_ANSWERS } from './prompt-answers';
import { seededRandom, seededShuffle } from './seeded-random';

/** Each backup answer to the answers of its own category. */
const SIBLINGS = new Map<string, readonly string[]>(
  Object.values(CATEGORY_ANSWERS).flatMap((answers) =>
    answers.map((answer) => [answer, answers.filter((other) => other !== answer)] as const),
  ),
);

/**
 * A copy of a backup player's own prompt answer: another answer of the same category (PICKLED
 * ONIONS, a food answer, gets COLD SPAGHETTI). It fits the unseen prompt as well as the
 * original does, so it blends in where a word-for-word substitution would stand out to a
 * voter who checks which phrase fits the prompt; bot-made sets then pay no easy votes. The
 * copier reads only the original phrase, as any copier does. Null for any other original.
 */
export function siblingCopy(
  request: CopyRequest,
  rules: PhraseRules,
  dictionary: Dictionary,
): string | null {
  const original = normalizePhrase(request.originalPhrase);
  const siblings = SIBLINGS.get(original);
  if (siblings === undefined) return null;
  const random = seededRandom(`${original}|${normalizePhrase(request.otherCopy ?? '')}`);
  return (
    seededShuffle(siblings, random).find(
      (phrase) => validateCopyPhrase(phrase, request, rules, dictionary).ok,
    ) ?? null
  );
}
