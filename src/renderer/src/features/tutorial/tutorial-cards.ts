// What each tutorial card says and which element it points at. Targets are `data-tutorial`
// attribute values, tried in order: the first present on the current screen wins, and a
// card with none present sits in the middle of the window.
import type { TutorialProgress } from '../../../../shared/tutorial';

export interface TutorialCard {
  title: string;
  body: string;
  targets: readonly string[];
}

export const TUTORIAL_CARDS: Partial<Record<TutorialProgress, TutorialCard>> = {
  welcome: {
    title: 'Welcome to Copycat!',
    body: 'Copycat is a game of clever phrases played for Flipcoins (FC). Write originals, copy them sneakily, and vote to spot the real one. Here is a quick tour.',
    targets: [],
  },
  dashboard: {
    title: 'Your dashboard',
    body: 'Start every round from here. Each round costs a few coins; good phrases and sharp votes earn them back. Your balance is always at the top.',
    targets: ['round-tiles'],
  },
  prompt_round: {
    title: 'Prompt rounds',
    body: 'Complete a creative prompt with a short phrase (2-5 words); two other players will later try to copy it. Start a prompt round to try it - the tour waits while you play - or press Next.',
    targets: ['tile-prompt'],
  },
  copy_round: {
    title: 'Copy rounds',
    body: 'You see someone’s phrase but not the prompt. Write a phrase that blends in, so voters mistake yours for the original. Start a copy round when one is available, or press Next.',
    targets: ['tile-copy'],
  },
  vote_round: {
    title: 'Vote rounds',
    body: 'Read the prompt and three phrases, then pick the original. A correct vote pays more than it costs. That’s it - have fun!',
    targets: ['vote-options', 'tile-vote'],
  },
};
