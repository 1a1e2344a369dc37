// Tutorial steps and transitions (docs/product.md#tutorial). Shared by the server
// (which stores tutorial_progress) and the renderer (which draws the overlay card), so both
// agree on every transition. No imports: this file must stay usable on both sides.

export const TUTORIAL_PROGRESS_VALUES = [
  'not_started',
  'welcome',
  'dashboard',
  'prompt_round',
  'prompt_round_paused',
  'copy_round',
  'copy_round_paused',
  'vote_round',
  'completed',
] as const;

export type TutorialProgress = (typeof TUTORIAL_PROGRESS_VALUES)[number];

/** Start sets welcome; complete and skip set completed; reset returns to not_started. */
export const TUTORIAL_START: TutorialProgress = 'welcome';
export const TUTORIAL_END: TutorialProgress = 'completed';
export const TUTORIAL_RESET: TutorialProgress = 'not_started';

export function isTutorialProgress(value: unknown): value is TutorialProgress {
  return (TUTORIAL_PROGRESS_VALUES as readonly unknown[]).includes(value);
}

/**
 * Active when not completed and not not_started. A progress of 'completed' also counts as
 * inactive even if the flag lags behind, since that step has no card to show.
 */
export function isTutorialActive(progress: TutorialProgress, completed: boolean): boolean {
  return !completed && progress !== 'not_started' && progress !== 'completed';
}

const NEXT: Partial<Record<TutorialProgress, TutorialProgress>> = {
  welcome: 'dashboard',
  dashboard: 'prompt_round',
  prompt_round: 'copy_round',
  copy_round: 'vote_round',
  vote_round: 'completed',
};

/** Where Next (or Finish) leads; null for steps without a Next button. */
export function nextStep(progress: TutorialProgress): TutorialProgress | null {
  return NEXT[progress] ?? null;
}

/** The Back order of docs/product.md#tutorial; copy_round_paused is not part of it. */
const BACK_ORDER: readonly TutorialProgress[] = [
  'welcome',
  'dashboard',
  'prompt_round',
  'prompt_round_paused',
  'copy_round',
  'vote_round',
];

/**
 * The step before this one in the Back order, or null at its start or outside it. Whether a
 * Back button is actually shown is hasBackButton's decision.
 */
export function previousStep(progress: TutorialProgress): TutorialProgress | null {
  const index = BACK_ORDER.indexOf(progress);
  return index > 0 ? (BACK_ORDER[index - 1] ?? null) : null;
}

const NO_CARD: ReadonlySet<TutorialProgress> = new Set<TutorialProgress>([
  'not_started',
  'prompt_round_paused',
  'copy_round_paused',
  'completed',
]);

/** Paused steps let the player play the round undisturbed; not_started and completed have none. */
export function showsCard(progress: TutorialProgress): boolean {
  return !NO_CARD.has(progress);
}

/** Welcome has nothing before it; the copy and vote steps do not send the player back. */
const NO_BACK: ReadonlySet<TutorialProgress> = new Set<TutorialProgress>([
  'welcome',
  'copy_round',
  'vote_round',
]);

export function hasBackButton(progress: TutorialProgress): boolean {
  return showsCard(progress) && !NO_BACK.has(progress) && previousStep(progress) !== null;
}

/** The last card shows Finish instead of Next. */
export function isFinalStep(progress: TutorialProgress): boolean {
  return progress === 'vote_round';
}

/** Submitting a prompt at prompt_round advances to copy_round; any other step is unchanged. */
export function afterPromptSubmitted(progress: TutorialProgress): TutorialProgress {
  return progress === 'prompt_round' ? 'copy_round' : progress;
}

/** Submitting a copy at copy_round advances to vote_round; any other step is unchanged. */
export function afterCopySubmitted(progress: TutorialProgress): TutorialProgress {
  return progress === 'copy_round' ? 'vote_round' : progress;
}
