import { extractLetterWords, normalizePhrase, splitWords } from '../../game/validation';
import type { VoteRequest } from '../provider';
import { isFunctionWord } from './phrase-grammar';
import { neighbourhood, wordRelatedness, type Neighbourhood } from './relatedness';
import { hashString } from './seeded-random';
import type { WordData } from './word-data';

/**
 * How much the naturalness of a phrase's words counts next to its fit to the prompt.
 * Copies are written without the prompt, often from synonyms that are rarer than the
 * words the original's author chose (ALGID for COLD), so natural words hint at the
 * original; but fit to the prompt is the stronger evidence.
 */
const NATURALNESS_WEIGHT = 0.1;

/** Familiarity at which a word counts as fully natural. */
const NATURAL_FAMILIARITY = 10;

function contentWords(words: readonly string[]): string[] {
  return words.filter((word) => word.length > 1 && !isFunctionWord(word));
}

/**
 * How well the phrase's content words relate to the prompt's: the mean of each word's
 * best relatedness, averaged with the single strongest link (a strong word next to a
 * filler word still fits).
 */
function promptFit(
  phraseWords: readonly Neighbourhood[],
  promptWords: readonly Neighbourhood[],
): number {
  if (phraseWords.length === 0 || promptWords.length === 0) return 0;
  const best = phraseWords.map((word) =>
    Math.max(...promptWords.map((prompt) => wordRelatedness(word, prompt))),
  );
  const mean = best.reduce((sum, value) => sum + value, 0) / best.length;
  return (mean + Math.max(...best)) / 2;
}

/**
 * Mean naturalness of the phrase's words, from 0 (rare) to 1 (common). Words WordNet
 * does not know count as neutral (0.5): originals often use slang and names.
 */
function naturalness(phraseWords: readonly string[], wordData: WordData): number {
  if (phraseWords.length === 0) return 0;
  let total = 0;
  for (const word of phraseWords) {
    const familiarity = wordData.familiarity(word);
    const known = wordData.senses(word).length > 0;
    total += known
      ? Math.min(1, Math.log(1 + familiarity) / Math.log(1 + NATURAL_FAMILIARITY))
      : 0.5;
  }
  return total / phraseWords.length;
}

/**
 * Picks the phrase that most likely answers the prompt: the original's author saw the
 * prompt and the copiers did not, so the phrase whose words relate most to the prompt's
 * words (through WordNet meanings) is the best guess, with natural wording as a small
 * bonus. Ties go to a hash of prompt and phrase: deterministic, yet independent of the
 * shown order (which would otherwise favour one position).
 */
export function chooseOfflineVote(request: VoteRequest, wordData: WordData): string {
  const cache = new Map<string, Neighbourhood>();
  const neighbourhoodOf = (word: string): Neighbourhood => {
    let near = cache.get(word);
    if (near === undefined) {
      near = neighbourhood(wordData, word);
      cache.set(word, near);
    }
    return near;
  };
  const promptWords = contentWords(extractLetterWords(request.promptText)).map(neighbourhoodOf);
  const scored = request.phrases.map((phrase) => {
    const words = contentWords(splitWords(normalizePhrase(phrase)));
    return {
      phrase,
      score:
        promptFit(words.map(neighbourhoodOf), promptWords) +
        NATURALNESS_WEIGHT * naturalness(words, wordData),
      tieBreak: hashString(`${normalizePhrase(request.promptText)}|${normalizePhrase(phrase)}`),
    };
  });
  scored.sort((a, b) => b.score - a.score || a.tieBreak - b.tieBreak);
  return scored[0]?.phrase ?? request.phrases[0];
}
