import { validateCopyPhrase, type Dictionary, type PhraseRules } from '../game/validation';
import { ProviderRequestError, type ProviderFailure } from './http/request';
import type { BackupProvider } from './provider';

/** Reported each time a model's answer is replaced by the offline one. */
export interface FallbackEvent {
  provider: BackupProvider['name'];
  operation: 'copy' | 'vote';
  failure: ProviderFailure;
  message: string;
}

export interface FallbackOptions {
  offline: BackupProvider;
  rules: PhraseRules;
  dictionary: Dictionary;
  onFallback?: (event: FallbackEvent) => void;
}

function failureOf(error: unknown): { failure: ProviderFailure; message: string } {
  if (error instanceof ProviderRequestError) {
    return { failure: error.failure, message: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { failure: 'bad_response', message };
}

/**
 * Wraps a model-backed player so that it always answers: any failure (network, non-2xx,
 * timeout, malformed answer), a copy the validator refuses or a vote for no shown phrase
 * gives the offline provider's answer instead. The copy is validated with the prompt
 * text, which the model never saw.
 */
export function withOfflineFallback(
  primary: BackupProvider,
  options: FallbackOptions,
): BackupProvider {
  const report = (operation: FallbackEvent['operation'], error: unknown): void => {
    options.onFallback?.({ provider: primary.name, operation, ...failureOf(error) });
  };
  const refused = (message: string) => new ProviderRequestError('invalid_answer', message);
  return {
    name: primary.name,
    async writeCopy(input) {
      let copy: string;
      try {
        copy = await primary.writeCopy(input);
      } catch (error) {
        report('copy', error);
        return options.offline.writeCopy(input);
      }
      const verdict = validateCopyPhrase(copy, input, options.rules, options.dictionary);
      if (verdict.ok) return verdict.phrase;
      report('copy', refused(`'${copy}': ${verdict.message}`));
      return options.offline.writeCopy(input);
    },
    async chooseVote(input) {
      let vote: string;
      try {
        vote = await primary.chooseVote(input);
      } catch (error) {
        report('vote', error);
        return options.offline.chooseVote(input);
      }
      if (input.phrases.includes(vote)) return vote;
      report('vote', refused(`'${vote}' is not a shown phrase`));
      return options.offline.chooseVote(input);
    },
  };
}
