import { describe, expect, it } from 'vitest';
import { writeOfflineCopy } from '../../src/server/ai/offline/copy-writer';
import { validateCopyPhrase } from '../../src/server/game/validation';
import { sharedWordContext } from './support';

const context = sharedWordContext();

function expectValid(originalPhrase: string, otherCopy: string | null, promptText: string) {
  const request = { originalPhrase, otherCopy, promptText };
  const copy = writeOfflineCopy(request, context);
  const verdict = validateCopyPhrase(copy.phrase, request, context.rules, context.dictionary);
  expect(verdict, `${originalPhrase} → ${copy.phrase}`).toEqual({ ok: true, phrase: copy.phrase });
  return copy;
}

describe('offline copy writer', () => {
  it.each([
    ['MELTED CHEESE', 'My sandwich would taste better with'],
    ['A SLEEPY DOG', 'The best thing about Sunday mornings'],
    ['THE CAT ATE MY HOMEWORK', 'My excuse for being late'],
    ['SOCKS WITH SANDALS', 'A fashion crime'],
    ['HIDING UNDER THE TABLE', 'Where I spend family dinners'],
    ['A FAT CAT', 'Who really runs this office'],
    ['I SAW A GHOST', 'Why I moved out'],
    ['TOO MANY COOKS', 'What ruined the soup'],
  ])('writes a valid reworded copy of %s', (original, prompt) => {
    const copy = expectValid(original, null, prompt);
    expect(copy.source).toBe('substitution');
  });

  it('writes a second copy that differs from the first and is valid against both phrases', () => {
    const first = expectValid('GRILLED VEGETABLES', null, 'At the barbecue I ate');
    const second = expectValid('GRILLED VEGETABLES', first.phrase, 'At the barbecue I ate');
    expect(second.phrase).not.toBe(first.phrase);
  });

  it('replaces every significant word and keeps the short ones', () => {
    const copy = writeOfflineCopy(
      { originalPhrase: 'A LETTER FROM THE BANK', otherCopy: null, promptText: '' },
      context,
    );
    const words = copy.phrase.split(' ');
    expect(words).not.toContain('LETTER');
    expect(words).not.toContain('BANK');
    expect(words).toEqual(expect.arrayContaining(['FROM', 'THE']));
  });

  it('keeps the inflection of the word it replaces', () => {
    const copy = writeOfflineCopy(
      { originalPhrase: 'WILD HORSES', otherCopy: null, promptText: '' },
      context,
    );
    expect(copy.phrase.split(' ')[1]).toMatch(/S$/);
  });

  it('avoids words the prompt already uses, though the copier never sees the prompt', () => {
    const request = { originalPhrase: 'HOT COFFEE', otherCopy: null, promptText: '' };
    const unconstrained = writeOfflineCopy(request, context).phrase;
    const constrained = expectValid('HOT COFFEE', null, `My ${unconstrained} habit`);
    expect(constrained.phrase).not.toBe(unconstrained);
  });

  it('answers the same phrase with the same copy', () => {
    const request = { originalPhrase: 'A HAUNTED HOTEL', otherCopy: null, promptText: '' };
    expect(writeOfflineCopy(request, context)).toEqual(writeOfflineCopy(request, context));
  });

  it('falls back to a generic phrase, still valid, when no word can be replaced', () => {
    const copy = expectValid('ZYZZYVA ZYZZYVAS', null, '');
    expect(copy.source).toBe('generic');
  });

  it('respects configured phrase rules', () => {
    const rules = { ...context.rules, significant_word_min_length: 3 };
    const request = { originalPhrase: 'A FAT CAT', otherCopy: null, promptText: '' };
    const copy = writeOfflineCopy(request, { ...context, rules });
    expect(validateCopyPhrase(copy.phrase, request, rules, context.dictionary).ok).toBe(true);
    expect(copy.phrase).not.toMatch(/\b(FAT|CAT)\b/);
  });
});
