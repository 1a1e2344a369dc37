import { describe, expect, it } from 'vitest';
import {
  TUTORIAL_END,
  TUTORIAL_PROGRESS_VALUES,
  TUTORIAL_RESET,
  TUTORIAL_START,
  type TutorialProgress,
  afterCopySubmitted,
  afterPromptSubmitted,
  hasBackButton,
  isFinalStep,
  isTutorialActive,
  isTutorialProgress,
  nextStep,
  previousStep,
  showsCard,
} from '../../src/shared/tutorial';

// One row per progress value (docs/product.md#tutorial):
// [progress, next, previous, card, back, final, after prompt, after copy]
type Row = [
  TutorialProgress,
  TutorialProgress | null,
  TutorialProgress | null,
  boolean,
  boolean,
  boolean,
  TutorialProgress,
  TutorialProgress,
];
const TABLE: Row[] = [
  ['not_started', null, null, false, false, false, 'not_started', 'not_started'],
  ['welcome', 'dashboard', null, true, false, false, 'welcome', 'welcome'],
  ['dashboard', 'prompt_round', 'welcome', true, true, false, 'dashboard', 'dashboard'],
  ['prompt_round', 'copy_round', 'dashboard', true, true, false, 'copy_round', 'prompt_round'],
  [
    'prompt_round_paused',
    null,
    'prompt_round',
    false,
    false,
    false,
    'prompt_round_paused',
    'prompt_round_paused',
  ],
  [
    'copy_round',
    'vote_round',
    'prompt_round_paused',
    true,
    false,
    false,
    'copy_round',
    'vote_round',
  ],
  ['copy_round_paused', null, null, false, false, false, 'copy_round_paused', 'copy_round_paused'],
  ['vote_round', 'completed', 'copy_round', true, false, true, 'vote_round', 'vote_round'],
  ['completed', null, null, false, false, false, 'completed', 'completed'],
];

describe('tutorial progress values', () => {
  it('are the nine values of the spec, in order', () => {
    expect(TUTORIAL_PROGRESS_VALUES).toEqual(TABLE.map((r) => r[0]));
    expect(TUTORIAL_PROGRESS_VALUES).toHaveLength(9);
  });

  it('recognises valid values only', () => {
    expect(isTutorialProgress('prompt_round_paused')).toBe(true);
    expect(isTutorialProgress('finished')).toBe(false);
    expect(isTutorialProgress(undefined)).toBe(false);
  });

  it('starts at welcome, ends (complete or skip) at completed, resets to not_started', () => {
    expect(TUTORIAL_START).toBe('welcome');
    expect(TUTORIAL_END).toBe('completed');
    expect(TUTORIAL_RESET).toBe('not_started');
  });
});

describe.each(TABLE)(
  '%s',
  (progress, next, previous, card, back, final, afterPrompt, afterCopy) => {
    it(`Next -> ${next}`, () => expect(nextStep(progress)).toBe(next));
    it(`Back order predecessor -> ${previous}`, () =>
      expect(previousStep(progress)).toBe(previous));
    it(`shows a card: ${card}`, () => expect(showsCard(progress)).toBe(card));
    it(`shows Back: ${back}`, () => expect(hasBackButton(progress)).toBe(back));
    it(`shows Finish: ${final}`, () => expect(isFinalStep(progress)).toBe(final));
    it(`after a prompt -> ${afterPrompt}`, () =>
      expect(afterPromptSubmitted(progress)).toBe(afterPrompt));
    it(`after a copy -> ${afterCopy}`, () => expect(afterCopySubmitted(progress)).toBe(afterCopy));
  },
);

describe('isTutorialActive', () => {
  it.each(TUTORIAL_PROGRESS_VALUES)('%s is inactive once completed', (progress) => {
    expect(isTutorialActive(progress, true)).toBe(false);
  });

  it.each([
    ['not_started', false],
    ['welcome', true],
    ['dashboard', true],
    ['prompt_round', true],
    ['prompt_round_paused', true],
    ['copy_round', true],
    ['copy_round_paused', true],
    ['vote_round', true],
    ['completed', false],
  ] as const)('%s, not completed -> %s', (progress, active) => {
    expect(isTutorialActive(progress, false)).toBe(active);
  });
});

describe('a full walk', () => {
  it('Next from welcome reaches completed in five steps', () => {
    const seen: TutorialProgress[] = [];
    let step: TutorialProgress | null = TUTORIAL_START;
    while (step !== null) {
      seen.push(step);
      step = nextStep(step);
    }
    expect(seen).toEqual([
      'welcome',
      'dashboard',
      'prompt_round',
      'copy_round',
      'vote_round',
      'completed',
    ]);
  });
});
