import { describe, expect, it } from 'vitest';
import { COPY_RATE_CORPUS } from '../../src/server/ai/copy-rate/corpus';
import { measureCopyRate } from '../../src/server/ai/copy-rate/measure';
import { validatePromptPhrase } from '../../src/server/game/validation';
import { sharedWordContext } from './support';

const context = sharedWordContext();

describe('offline copy rate on the corpus', () => {
  it('has at least 300 distinct originals, each a valid phrase against an empty prompt', () => {
    expect(new Set(COPY_RATE_CORPUS).size).toBe(COPY_RATE_CORPUS.length);
    expect(COPY_RATE_CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const phrase of COPY_RATE_CORPUS) {
      const verdict = validatePromptPhrase(phrase, '', context.rules, context.dictionary);
      expect(verdict, phrase).toEqual({ ok: true, phrase });
    }
  });

  it('writes at least 95% valid copies, and at least 95% real rewordings', () => {
    const report = measureCopyRate(COPY_RATE_CORPUS, context);
    expect(report.copies).toBe(2 * COPY_RATE_CORPUS.length);
    expect(report.valid / report.copies).toBeGreaterThanOrEqual(0.95);
    expect(report.substituted / report.copies).toBeGreaterThanOrEqual(0.95);
  });
});
