import { describe, expect, it } from 'vitest';
import { chooseOfflineVote } from '../../src/server/ai/offline/vote-heuristic';
import type { VoteRequest } from '../../src/server/ai/provider';
import { sharedWordContext } from './support';

const { wordData } = sharedWordContext();

describe('offline vote heuristic', () => {
  it.each<[string, VoteRequest['phrases'], string]>([
    ['A fruit that is yellow', ['RUSTY TRUCK', 'RIPE BANANA', 'LOUD MUSIC'], 'RIPE BANANA'],
    [
      'My favorite animal at the zoo',
      ['THE OLD PRINTER', 'FROZEN PEAS', 'A SLEEPY LION'],
      'A SLEEPY LION',
    ],
    ['What I drink every morning', ['A BROKEN CHAIR', 'HOT COFFEE', 'THE MOON'], 'HOT COFFEE'],
    [
      'The worst vehicle for a road trip',
      ['SOGGY CEREAL', 'DANCE LESSONS', 'A TINY BICYCLE'],
      'A TINY BICYCLE',
    ],
    [
      'Something you wear on your feet',
      ['BLACK COFFEE', 'WARM SOCKS', 'A GHOST STORY'],
      'WARM SOCKS',
    ],
  ])('for "%s" picks the phrase that fits the prompt', (promptText, phrases, expected) => {
    expect(chooseOfflineVote({ promptText, phrases }, wordData)).toBe(expected);
  });

  it('breaks ties the same way whatever order the phrases are shown in', () => {
    const phrases: VoteRequest['phrases'] = ['QWERTY ZIGZAG', 'ZIGZAG QWERTY', 'QWERTY QWERTY'];
    const promptText = 'Nothing in common with these';
    const chosen = chooseOfflineVote({ promptText, phrases }, wordData);
    const reversed: VoteRequest['phrases'] = [phrases[2], phrases[1], phrases[0]];
    expect(chooseOfflineVote({ promptText, phrases: reversed }, wordData)).toBe(chosen);
    expect(phrases).toContain(chosen);
  });

  it('returns the chosen phrase exactly as it was given', () => {
    const phrases: VoteRequest['phrases'] = ['rusty truck', 'Ripe  Banana', 'loud music'];
    expect(chooseOfflineVote({ promptText: 'A yellow fruit', phrases }, wordData)).toBe(
      'Ripe  Banana',
    );
  });
});
