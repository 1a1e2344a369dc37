import { describe, expect, it } from 'vitest';
import { answerPhrase, votedPhrase } from '../../src/server/ai/http/instructions';
import { ProviderRequestError } from '../../src/server/ai/http/request';

describe('model answers', () => {
  it.each([
    ['gooey fondue', 'GOOEY FONDUE'],
    ['  "Gooey   fondue."  ', 'GOOEY FONDUE'],
    ['\n\n**Gooey fondue**\nBecause it melts.', 'GOOEY FONDUE'],
    ['2. Gooey fondue', 'GOOEY FONDUE'],
    ['Gooey fondue!!! 100%', 'GOOEY FONDUE!!! 100%'],
  ])('turns %j into the phrase %j', (text, phrase) => {
    expect(answerPhrase(text)).toBe(phrase);
  });

  it('maps a vote answer to the shown phrase, and refuses an answer naming none', () => {
    const phrases: [string, string, string] = ['Melted cheese', 'LIQUID FOOD', 'RUNNY DAIRY'];
    expect(votedPhrase('"melted CHEESE"', phrases)).toBe('Melted cheese');
    expect(() => votedPhrase('The first one', phrases)).toThrow(ProviderRequestError);
  });
});
