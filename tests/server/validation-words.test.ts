import { describe, expect, it } from 'vitest';
import {
  collapseSpaces,
  extractLetterWords,
  isNearVariant,
  isSignificantWord,
  normalizePhrase,
  significantWords,
  splitWords,
} from '../../src/server/game/validation';

describe('normalisation', () => {
  it('trims and collapses runs of spaces, keeping case', () => {
    expect(collapseSpaces('  Big   red dog  ')).toBe('Big red dog');
  });

  it('upper-cases the collapsed phrase', () => {
    expect(normalizePhrase('  Big   red dog  ')).toBe('BIG RED DOG');
  });

  it('splits a normalised phrase into words', () => {
    expect(splitWords('BIG RED DOG')).toEqual(['BIG', 'RED', 'DOG']);
    expect(splitWords('')).toEqual([]);
  });

  it('extracts the words of a prompt, treating punctuation as a separator', () => {
    expect(extractLetterWords("The chef's  secret, ingredient-list?")).toEqual([
      'THE',
      'CHEF',
      'S',
      'SECRET',
      'INGREDIENT',
      'LIST',
    ]);
    expect(extractLetterWords(' ... ')).toEqual([]);
  });
});

describe('significant words', () => {
  it('needs at least significant_word_min_length letters', () => {
    expect(isSignificantWord('DOG', 4)).toBe(false);
    expect(isSignificantWord('DOGS', 4)).toBe(true);
    expect(isSignificantWord('DOGS', 5)).toBe(false);
  });

  it.each(['THIS', 'THAT', 'WITH', 'FROM', 'YOUR', 'WHAT', 'WHEN', 'WHERE', 'ABOUT', 'THEY'])(
    'excludes the common word %s',
    (word) => {
      expect(isSignificantWord(word, 4)).toBe(false);
    },
  );

  it('keeps the significant words in their order', () => {
    const words = ['WHAT', 'THE', 'HUNGRY', 'CAT', 'WANTS', 'FROM', 'LIFE'];
    expect(significantWords(words, 4)).toEqual(['HUNGRY', 'WANTS', 'LIFE']);
  });
});

describe('isNearVariant', () => {
  it.each([
    ['the same word', 'PIZZA', 'PIZZA'],
    ['an S plural', 'PIZZA', 'PIZZAS'],
    ['an ES plural', 'WISH', 'WISHES'],
    ['an IES plural', 'STORY', 'STORIES'],
    ['an S plural of a word ending in E', 'HORSE', 'HORSES'],
    ['an -ED form', 'JUMP', 'JUMPED'],
    ['an -ING form', 'JUMP', 'JUMPING'],
    ['an -ER form', 'JUMP', 'JUMPER'],
    ['two forms of the same base', 'JUMPED', 'JUMPING'],
    ['a plural of a suffixed form', 'JUMP', 'JUMPERS'],
    ['a dropped final E', 'BAKE', 'BAKING'],
    ['an added D after E', 'BAKE', 'BAKED'],
    ['a doubled consonant', 'STOP', 'STOPPED'],
    ['Y changed to I', 'CARRY', 'CARRIED'],
    ['a comparative with Y changed to I', 'HAPPY', 'HAPPIER'],
    ['one letter dropped in a long word', 'COLOUR', 'COLOR'],
    ['one letter changed in a long word', 'HOUSE', 'MOUSE'],
    ['one letter inserted mid-word', 'TRAVEL', 'TRAVELL'],
  ])('accepts %s (%s, %s)', (_label, a, b) => {
    expect(isNearVariant(a, b)).toBe(true);
    expect(isNearVariant(b, a)).toBe(true);
  });

  it.each([
    ['unrelated words', 'PIZZA', 'HOUND'],
    ['one changed letter in a short word', 'CART', 'CARD'],
    ['an added letter to a short word', 'BEAR', 'BEARD'],
    ['two changed letters', 'HOUSE', 'HORSY'],
    ['a stem that is too short to mean anything', 'RING', 'RED'],
    ['an irregular form', 'BRING', 'BROUGHT'],
  ])('refuses %s (%s, %s)', (_label, a, b) => {
    expect(isNearVariant(a, b)).toBe(false);
    expect(isNearVariant(b, a)).toBe(false);
  });
});
