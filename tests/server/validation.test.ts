import { describe, expect, it } from 'vitest';
import {
  createDictionary,
  DEFAULT_PHRASE_RULES,
  getDictionary,
  validateCopyPhrase,
  validatePromptPhrase,
  type CopyContext,
  type PhraseRules,
} from '../../src/server/game/validation';

// The shipped word list, as production uses it: every word below is checked against it.
const dictionary = getDictionary();
const rules = DEFAULT_PHRASE_RULES;
const prompt = 'The best thing to bring to a picnic is';

function prompted(phrase: string, promptText = prompt, custom: PhraseRules = rules) {
  return validatePromptPhrase(phrase, promptText, custom, dictionary);
}

function copied(phrase: string, context: Partial<CopyContext> = {}) {
  const full: CopyContext = {
    originalPhrase: 'BIG RED DOG',
    promptText: 'Describe your neighbour',
    ...context,
  };
  return validateCopyPhrase(phrase, full, rules, dictionary);
}

function invalid(message: string) {
  return { ok: false, error: 'invalid_phrase', message };
}

function duplicate(message: string) {
  return { ok: false, error: 'duplicate_phrase', message };
}

describe('DEFAULT_PHRASE_RULES', () => {
  it('holds the defaults of docs/game-rules.md#settings', () => {
    expect(DEFAULT_PHRASE_RULES).toEqual({
      phrase_min_words: 2,
      phrase_max_words: 5,
      phrase_max_length: 100,
      phrase_min_char_per_word: 2,
      phrase_max_char_per_word: 15,
      significant_word_min_length: 4,
    });
  });
});

describe('validatePromptPhrase: accepted phrases', () => {
  it('returns the phrase trimmed, spaces collapsed and upper case', () => {
    expect(prompted('  cold   fried   chicken ')).toEqual({
      ok: true,
      phrase: 'COLD FRIED CHICKEN',
    });
  });

  it('accepts mixed case input', () => {
    expect(prompted('Cold Fried Chicken')).toEqual({ ok: true, phrase: 'COLD FRIED CHICKEN' });
  });

  it('exempts A and I from the length and dictionary checks', () => {
    expect(prompted('a sandwich')).toEqual({ ok: true, phrase: 'A SANDWICH' });
    expect(prompted('I cook')).toEqual({ ok: true, phrase: 'I COOK' });
  });

  it('accepts exactly 4 characters and exactly the word limits', () => {
    expect(prompted('I GO')).toEqual({ ok: true, phrase: 'I GO' });
    expect(prompted('AN OX')).toEqual({ ok: true, phrase: 'AN OX' });
    expect(prompted('JUICY RIPE GREEN SOUR APPLES')).toMatchObject({ ok: true });
  });

  it('lets common words such as WHAT and WITH be reused from the prompt', () => {
    expect(prompted('WHAT COMES WITH CAKE', 'What goes well with tea')).toEqual({
      ok: true,
      phrase: 'WHAT COMES WITH CAKE',
    });
  });

  it('lets words shorter than significant_word_min_length be reused from the prompt', () => {
    expect(prompted('THE RED HAT', 'The red hat in town')).toEqual({
      ok: true,
      phrase: 'THE RED HAT',
    });
  });
});

describe('validatePromptPhrase: length and characters', () => {
  it('refuses fewer than 4 characters, counted after trimming and collapsing', () => {
    const message = 'Phrase must be at least 4 characters.';
    expect(prompted('')).toEqual(invalid(message));
    expect(prompted('OX')).toEqual(invalid(message));
    expect(prompted('   a    x   ')).toEqual(invalid(message));
  });

  it('refuses more than phrase_max_length characters', () => {
    const long = Array.from({ length: 20 }, () => 'HELLO').join(' ');
    expect(long.length).toBe(119);
    expect(prompted(long)).toEqual(invalid('Phrase must be at most 100 characters.'));
    const tight = { ...rules, phrase_max_length: 10 };
    expect(prompted('HELLO THERE', prompt, tight)).toEqual(
      invalid('Phrase must be at most 10 characters.'),
    );
    expect(prompted('HELLO YOU', prompt, tight)).toMatchObject({ ok: true });
  });

  it.each([
    ['digits', 'PIZZA 4 ME'],
    ['an apostrophe', "MOM'S PIE"],
    ['a hyphen', 'HOT-DOG BUNS'],
    ['punctuation', 'HELLO THERE!'],
    ['a tab between words', 'HELLO\tTHERE'],
    ['an accented letter', 'CAFÉ LATTE'],
    ['a letter that upper-cases to ASCII', 'STRAßE MAP'],
    ['a dotless i', 'PIZZA PıE'],
  ])('refuses %s', (_label, phrase) => {
    expect(prompted(phrase)).toEqual(invalid('Phrase may contain only letters A-Z and spaces.'));
  });
});

describe('validatePromptPhrase: words', () => {
  it('refuses fewer than phrase_min_words words', () => {
    expect(prompted('SANDWICHES')).toEqual(invalid('Phrase must have at least 2 words.'));
  });

  it('refuses more than phrase_max_words words', () => {
    expect(prompted('JUICY RIPE GREEN SOUR TART APPLES')).toEqual(
      invalid('Phrase must have at most 5 words.'),
    );
  });

  it('uses the configured word limits', () => {
    const custom = { ...rules, phrase_min_words: 3, phrase_max_words: 3 };
    expect(prompted('COLD CHICKEN', prompt, custom)).toEqual(
      invalid('Phrase must have at least 3 words.'),
    );
    expect(prompted('COLD FRIED CHICKEN LEGS', prompt, custom)).toEqual(
      invalid('Phrase must have at most 3 words.'),
    );
  });

  it('refuses a word shorter than phrase_min_char_per_word, naming it', () => {
    expect(prompted('B VITAMINS')).toEqual(invalid("Word 'B' is too short (at least 2 letters)."));
    const custom = { ...rules, phrase_min_char_per_word: 3 };
    expect(prompted('AN APPLE', prompt, custom)).toEqual(
      invalid("Word 'AN' is too short (at least 3 letters)."),
    );
    expect(prompted('A APPLE', prompt, custom)).toMatchObject({ ok: true });
  });

  it('refuses a word longer than phrase_max_char_per_word, naming it', () => {
    expect(prompted('total absentmindedness')).toEqual(
      invalid("Word 'ABSENTMINDEDNESS' is too long (at most 15 letters)."),
    );
    const custom = { ...rules, phrase_max_char_per_word: 6 };
    expect(prompted('COLD SANDWICH', prompt, custom)).toEqual(
      invalid("Word 'SANDWICH' is too long (at most 6 letters)."),
    );
  });

  it('refuses a word missing from the dictionary, naming it', () => {
    expect(prompted('magic xyzzy')).toEqual(invalid("Word 'XYZZY' is not in the dictionary"));
  });

  it('reports the first faulty word', () => {
    expect(prompted('QQQ ZZZZ')).toEqual(invalid("Word 'QQQ' is not in the dictionary"));
  });

  it('uses the dictionary it is given', () => {
    const tiny = createDictionary(['cold', 'chicken']);
    expect(validatePromptPhrase('cold chicken', prompt, rules, tiny)).toEqual({
      ok: true,
      phrase: 'COLD CHICKEN',
    });
    expect(validatePromptPhrase('cold pizza', prompt, rules, tiny)).toEqual(
      invalid("Word 'PIZZA' is not in the dictionary"),
    );
  });
});

describe('validatePromptPhrase: significant words', () => {
  it('refuses a significant word used twice in the phrase', () => {
    expect(prompted('CHEESE AND MORE CHEESE')).toEqual(invalid("Word 'CHEESE' is used twice."));
  });

  it('allows short and common words to repeat within the phrase', () => {
    expect(prompted('BIG BIG HAT')).toMatchObject({ ok: true });
    expect(prompted('WITH HAM WITH JAM')).toMatchObject({ ok: true });
  });

  it('refuses a significant word of the prompt', () => {
    expect(prompted('A BIG PICNIC BASKET')).toEqual(
      invalid("Word 'PICNIC' repeats 'PICNIC' from the prompt."),
    );
  });

  it('refuses a near-variant of a significant word of the prompt', () => {
    expect(prompted('PICNICS ARE FUN')).toEqual(
      invalid("Word 'PICNICS' repeats 'PICNIC' from the prompt."),
    );
    expect(prompted('BRINGS JOY', 'Something worth bringing')).toEqual(
      invalid("Word 'BRINGS' repeats 'BRINGING' from the prompt."),
    );
  });

  it('splits prompt text on punctuation', () => {
    expect(prompted('CHEFS KISS', "The chef's secret ingredient")).toEqual(
      invalid("Word 'CHEFS' repeats 'CHEF' from the prompt."),
    );
    expect(prompted('NOBODY CARES', "Nobody's favourite day")).toEqual(
      invalid("Word 'NOBODY' repeats 'NOBODY' from the prompt."),
    );
  });

  it('uses significant_word_min_length', () => {
    const custom = { ...rules, significant_word_min_length: 5 };
    expect(prompted('BEST FRIEND', prompt, custom)).toMatchObject({ ok: true });
    expect(prompted('BEST BEST FRIEND', prompt, custom)).toMatchObject({ ok: true });
    expect(prompted('PICNIC FOOD', prompt, custom)).toEqual(
      invalid("Word 'PICNIC' repeats 'PICNIC' from the prompt."),
    );
  });
});

describe('validateCopyPhrase: accepted copies', () => {
  it('accepts an honest rewording and returns it upper case', () => {
    expect(copied('large crimson hound')).toEqual({ ok: true, phrase: 'LARGE CRIMSON HOUND' });
  });

  it('accepts a copy that differs from both the original and the other copy', () => {
    expect(copied('HUGE SCARLET PUPPY', { otherCopy: 'LARGE CRIMSON HOUND' })).toEqual({
      ok: true,
      phrase: 'HUGE SCARLET PUPPY',
    });
  });

  it('treats a missing, null or empty other copy the same', () => {
    for (const otherCopy of [undefined, null, '']) {
      expect(copied('LARGE CRIMSON HOUND', { otherCopy })).toMatchObject({ ok: true });
    }
  });

  it('accepts short words shared with the original when the copy is different enough', () => {
    expect(copied('RED TRUCK', { originalPhrase: 'RED BALLOON' })).toMatchObject({ ok: true });
  });
});

describe('validateCopyPhrase: shared checks', () => {
  it('applies the form checks before any comparison', () => {
    expect(copied('BIG RED DOG!')).toEqual(
      invalid('Phrase may contain only letters A-Z and spaces.'),
    );
    expect(copied('RED')).toEqual(invalid('Phrase must be at least 4 characters.'));
    expect(copied('GIANT XYZZY')).toEqual(invalid("Word 'XYZZY' is not in the dictionary"));
  });

  it('refuses a significant word used twice', () => {
    expect(copied('HOUND EATS HOUND')).toEqual(invalid("Word 'HOUND' is used twice."));
  });
});

describe('validateCopyPhrase: duplicates', () => {
  it('refuses a copy identical to the original after normalisation', () => {
    expect(copied('  big   red dog ')).toEqual(
      duplicate('Your copy must be different from the original phrase.'),
    );
  });

  it('refuses a copy identical to the other copy after normalisation', () => {
    expect(copied('large crimson  hound', { otherCopy: 'LARGE CRIMSON HOUND' })).toEqual(
      duplicate('Your copy must be different from the other copy.'),
    );
  });

  it('reports an identical copy as a duplicate even when it reuses significant words', () => {
    expect(copied('SPACE CADET', { originalPhrase: 'SPACE CADET' })).toEqual(
      duplicate('Your copy must be different from the original phrase.'),
    );
  });

  it('refuses a copy too similar to the original', () => {
    expect(copied('BIG RED DOGS')).toEqual(
      duplicate('Your copy is too similar to the original phrase.'),
    );
    expect(copied('A BIG RED DOG', { originalPhrase: 'THE BIG RED DOG' })).toEqual(
      duplicate('Your copy is too similar to the original phrase.'),
    );
  });

  it('refuses a copy too similar to the other copy', () => {
    expect(copied('HOT TEA CUP', { otherCopy: 'HOT TEA CUPS' })).toEqual(
      duplicate('Your copy is too similar to the other copy.'),
    );
  });
});

describe('validateCopyPhrase: significant words', () => {
  it('refuses a significant word of the original phrase', () => {
    expect(copied('SPACE PILOT', { originalPhrase: 'SPACE CADET' })).toEqual(
      invalid("Word 'SPACE' repeats 'SPACE' from the original phrase."),
    );
  });

  it('refuses a near-variant of a significant word of the original phrase', () => {
    expect(copied('PICKLED FISH', { originalPhrase: 'SOUR PICKLES' })).toEqual(
      invalid("Word 'PICKLED' repeats 'PICKLES' from the original phrase."),
    );
    expect(copied('STORMY COLOR', { originalPhrase: 'STORMY COLOUR' })).toEqual(
      invalid("Word 'STORMY' repeats 'STORMY' from the original phrase."),
    );
    expect(copied('NEUTRAL COLOR', { originalPhrase: 'STORMY COLOUR' })).toEqual(
      invalid("Word 'COLOR' repeats 'COLOUR' from the original phrase."),
    );
  });

  it('refuses a significant word of the other copy', () => {
    expect(copied('CRIMSON PUPPY', { otherCopy: 'LARGE CRIMSON HOUND' })).toEqual(
      invalid("Word 'CRIMSON' repeats 'CRIMSON' from the other copy."),
    );
  });

  it('refuses a significant word of the prompt, which the copier never saw', () => {
    expect(copied('NOSY NEIGHBOURS', { promptText: "Describe your neighbour's dog" })).toEqual(
      invalid("Word 'NEIGHBOURS' repeats 'NEIGHBOUR' from the prompt."),
    );
  });

  it('names the original before the other copy and the prompt', () => {
    const context = {
      originalPhrase: 'WOOLLY SOCKS',
      otherCopy: 'WARM SOCKS',
      promptText: 'Socks for winter',
    };
    expect(copied('SOCKS GALORE', context)).toEqual(
      invalid("Word 'SOCKS' repeats 'SOCKS' from the original phrase."),
    );
  });

  it('prefers naming a reused word to the overall similarity verdict', () => {
    expect(copied('SOUR PICKLE', { originalPhrase: 'SOUR PICKLES' })).toEqual(
      invalid("Word 'SOUR' repeats 'SOUR' from the original phrase."),
    );
  });
});
