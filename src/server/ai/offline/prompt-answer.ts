import { validatePromptPhrase, type Dictionary, type PhraseRules } from '../../game/validation';
import { GENERIC_PHRASES } from './generic-phrases';
import { CATEGORY_ANSWERS } from './prompt-answers';

/**
 * A backup player's answer to a prompt: drawn from the answers of the prompt's category that
 * the validator accepts against its text, the generic phrases when none of them is. Null when
 * nothing fits (a prompt that uses every candidate's words).
 */
export function answerPrompt(
  prompt: { text: string; category: string | null },
  rules: PhraseRules,
  dictionary: Dictionary,
  random: () => number,
): string | null {
  const fits = (answers: readonly string[]) =>
    answers.filter((answer) => validatePromptPhrase(answer, prompt.text, rules, dictionary).ok);
  const inCategory = fits(CATEGORY_ANSWERS[prompt.category ?? ''] ?? []);
  const answers = inCategory.length > 0 ? inCategory : fits(GENERIC_PHRASES);
  return answers[Math.min(answers.length - 1, Math.floor(random() * answers.length))] ?? null;
}
