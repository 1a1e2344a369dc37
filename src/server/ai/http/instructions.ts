import { normalizePhrase, type PhraseRules } from '../../game/validation';
import type { CopyRequest, VoteRequest } from '../provider';
import { ProviderRequestError } from './request';

/**
 * What the models are told. The copy request never includes the prompt text: a copier
 * does not see it, so a model that did would play a different, easier game.
 */

export function copyInstructions(rules: PhraseRules): string {
  return [
    'You play Copycat, a party word game.',
    'Another player wrote a short phrase as the answer to a prompt that you cannot see.',
    'Write a different phrase with the same meaning that could pass for the answer to the same',
    'prompt, so that voters cannot tell which phrase is the original.',
    `Rules: ${rules.phrase_min_words} to ${rules.phrase_max_words} common English words;`,
    'letters A-Z and spaces only (no digits, punctuation or hyphens);',
    `do not reuse any word of ${rules.significant_word_min_length} or more letters from the`,
    'original phrase, not even a plural or other variant of it;',
    'do not repeat the other copy if one is given.',
    'Reply with the phrase only.',
  ].join(' ');
}

export function copyMessage(input: CopyRequest): string {
  const lines = [`Original phrase: ${normalizePhrase(input.originalPhrase)}`];
  if (input.otherCopy) lines.push(`Other copy (must differ): ${normalizePhrase(input.otherCopy)}`);
  return lines.join('\n');
}

export const VOTE_INSTRUCTIONS = [
  'You play Copycat, a party word game.',
  'One of three phrases was written as the answer to the prompt; the other two are copies',
  'written by players who saw only that phrase, not the prompt.',
  'Pick the phrase you believe is the original. Reply with that phrase exactly, nothing else.',
].join(' ');

export function voteMessage(input: VoteRequest): string {
  return [
    `Prompt: ${input.promptText}`,
    ...input.phrases.map((phrase, i) => `${i + 1}. ${phrase}`),
  ].join('\n');
}

/**
 * A model's answer as a phrase: its first non-empty line, without the quotes, list
 * markers or final full stop that models like to add, trimmed and upper-cased. Anything
 * else stays, so that the validator can refuse it.
 */
export function answerPhrase(text: string): string {
  const line = text.split('\n').find((candidate) => candidate.trim() !== '') ?? '';
  const unwrapped = line
    .trim()
    .replace(/^(\d+[.)]\s*)/, '')
    .replace(/^["'`*]+|["'`*.!]+$/g, '');
  return normalizePhrase(unwrapped);
}

/** The phrase of the three that the model's answer names, exactly as given to it. */
export function votedPhrase(text: string, phrases: VoteRequest['phrases']): string {
  const answer = answerPhrase(text);
  const chosen = phrases.find((phrase) => normalizePhrase(phrase) === answer);
  if (chosen === undefined) {
    throw new ProviderRequestError('invalid_answer', `'${answer}' is none of the three phrases`);
  }
  return chosen;
}
