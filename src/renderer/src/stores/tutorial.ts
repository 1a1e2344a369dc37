// The tutorial's server-saved progress. Step logic lives in src/shared/tutorial.ts; this store
// only remembers where the player is and saves every move through `tutorial:progress`.
import { create } from 'zustand';
import type { RoundType, TutorialStatus } from '../../../shared/api';
import {
  afterCopySubmitted,
  afterPromptSubmitted,
  isTutorialActive,
  nextStep,
  previousStep,
  TUTORIAL_END,
  TUTORIAL_START,
  type TutorialProgress,
} from '../../../shared/tutorial';
import { callInSession } from '../lib/api';
import { SCREEN_MESSAGES } from '../lib/errors';

/**
 * Starting the round a step explains pauses the tour (paused steps show no card), so the
 * card never covers the round being played; the step resumes if the round ends unsubmitted.
 */
const PAUSE_ON_START: Partial<
  Record<TutorialProgress, { type: RoundType; paused: TutorialProgress }>
> = {
  prompt_round: { type: 'prompt', paused: 'prompt_round_paused' },
  copy_round: { type: 'copy', paused: 'copy_round_paused' },
};
const RESUME_FROM: Partial<Record<TutorialProgress, TutorialProgress>> = {
  prompt_round_paused: 'prompt_round',
  copy_round_paused: 'copy_round',
};

/** The round each step explains (a paused step still explains the round it paused for). */
const EXPLAINED_ROUND: Partial<Record<TutorialProgress, RoundType>> = {
  prompt_round: 'prompt',
  prompt_round_paused: 'prompt',
  copy_round: 'copy',
  copy_round_paused: 'copy',
  vote_round: 'vote',
};

/**
 * Whether the current step explains this type of round. A round screen showing any other
 * round hides the card (it would cover the round); it comes back on the dashboard.
 */
export function explainsRound(status: TutorialStatus | null, type: RoundType): boolean {
  return EXPLAINED_ROUND[tutorialProgress(status)] === type;
}

interface TutorialState {
  status: TutorialStatus | null;
  load: () => Promise<void>;
  setProgress: (progress: TutorialProgress) => Promise<void>;
  start: () => Promise<void>;
  skip: () => Promise<void>;
  next: () => Promise<void>;
  back: () => Promise<void>;
  roundStarted: (type: RoundType) => Promise<void>;
  /** Back to the explaining step when its round ended without a submission. */
  resume: () => Promise<void>;
  promptSubmitted: () => Promise<void>;
  copySubmitted: () => Promise<void>;
  /** Returns an error message on failure so the settings screen can show it. */
  resetTutorial: () => Promise<string | null>;
  reset: () => void;
}

export function tutorialProgress(status: TutorialStatus | null): TutorialProgress {
  return status?.tutorial_progress ?? 'not_started';
}

export function tutorialActive(status: TutorialStatus | null): boolean {
  return status !== null && isTutorialActive(status.tutorial_progress, status.tutorial_completed);
}

export const useTutorialStore = create<TutorialState>()((set, get) => {
  const moveTo = async (target: TutorialProgress | null) => {
    const current = tutorialProgress(get().status);
    if (target && target !== current) await get().setProgress(target);
  };
  /** The step the player is really on: a paused step counts as the step it paused. */
  const unpaused = () => {
    const progress = tutorialProgress(get().status);
    return RESUME_FROM[progress] ?? progress;
  };
  // Steps are saved one after another, in the order the player took them, and an answer is
  // taken only if no newer change was made meanwhile: with Next then Skip pressed before Next
  // was saved, Next's answer would bring its card back over the screen, and take the focus
  // Skip had handed to the heading with it when Skip's answer closed the card again.
  let saving: Promise<unknown> = Promise.resolve();
  let changes = 0;
  const answerIsNewest = (change: number) => change === changes;
  return {
    status: null,
    load: async () => {
      const change = changes;
      const result = await callInSession('tutorial:status');
      if (result?.ok && answerIsNewest(change)) set({ status: result.data });
    },
    setProgress: async (progress) => {
      // Optimistic: the overlay moves at once; the server's answer then confirms it.
      const previous = get().status;
      set({
        status: {
          tutorial_started_at: previous?.tutorial_started_at ?? null,
          tutorial_completed_at: previous?.tutorial_completed_at ?? null,
          tutorial_progress: progress,
          tutorial_completed: progress === TUTORIAL_END,
        },
      });
      const change = ++changes;
      const saved = saving.then(() => callInSession('tutorial:progress', { progress }));
      saving = saved;
      const result = await saved;
      if (result?.ok && answerIsNewest(change)) set({ status: result.data.tutorial_status });
    },
    start: () => get().setProgress(TUTORIAL_START),
    skip: () => get().setProgress(TUTORIAL_END),
    next: () => moveTo(nextStep(tutorialProgress(get().status))),
    back: () => moveTo(previousStep(tutorialProgress(get().status))),
    roundStarted: async (type) => {
      if (!tutorialActive(get().status)) return;
      const pause = PAUSE_ON_START[tutorialProgress(get().status)];
      if (pause?.type === type) await moveTo(pause.paused);
    },
    resume: () => moveTo(unpaused()),
    promptSubmitted: () => moveTo(afterPromptSubmitted(unpaused())),
    copySubmitted: () => moveTo(afterCopySubmitted(unpaused())),
    resetTutorial: async () => {
      changes += 1;
      const result = await callInSession('tutorial:reset');
      if (!result) return null;
      if (!result.ok) return SCREEN_MESSAGES.resetTutorial;
      set({ status: result.data });
      return null;
    },
    reset: () => set({ status: null }),
  };
});
