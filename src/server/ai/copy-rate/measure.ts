import { validateCopyPhrase } from '../../game/validation';
import { writeOfflineCopy, type CopyWriterContext } from '../offline/copy-writer';

/** How the offline backup player copes with a corpus of original phrases. */
export interface CopyRateReport {
  copies: number;
  /** Copies the validator accepts. */
  valid: number;
  /** Valid copies written from the original's words, not from the generic last-resort list. */
  substituted: number;
  /** Originals that needed the generic list for at least one copy. */
  genericOriginals: string[];
  elapsedMs: number;
}

/**
 * Writes both copies of each original as two backup players would (the second sees the
 * first as the other copy) and checks each with the copy validator against an empty
 * prompt. Both the rate of valid copies and the rate of real (substituted) copies count:
 * the generic list alone would make every copy valid but none convincing.
 */
export function measureCopyRate(
  corpus: readonly string[],
  context: CopyWriterContext,
): CopyRateReport {
  const report: CopyRateReport = {
    copies: 0,
    valid: 0,
    substituted: 0,
    genericOriginals: [],
    elapsedMs: 0,
  };
  const started = performance.now();
  for (const originalPhrase of corpus) {
    let otherCopy: string | null = null;
    let neededGeneric = false;
    for (let slot = 0; slot < 2; slot += 1) {
      const request = { originalPhrase, otherCopy, promptText: '' };
      const copy = writeOfflineCopy(request, context);
      const valid = validateCopyPhrase(copy.phrase, request, context.rules, context.dictionary).ok;
      report.copies += 1;
      if (valid) report.valid += 1;
      if (valid && copy.source === 'substitution') report.substituted += 1;
      neededGeneric ||= copy.source === 'generic';
      otherCopy = copy.phrase;
    }
    if (neededGeneric) report.genericOriginals.push(originalPhrase);
  }
  report.elapsedMs = performance.now() - started;
  return report;
}
