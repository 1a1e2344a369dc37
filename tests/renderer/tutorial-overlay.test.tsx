import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TutorialOverlay } from '../../src/renderer/src/features/tutorial/TutorialOverlay';
import { WelcomeModal } from '../../src/renderer/src/features/tutorial/WelcomeModal';
import { useTutorialStore } from '../../src/renderer/src/stores/tutorial';
import type { TutorialProgress } from '../../src/shared/tutorial';
import { installFakeApi, ok, type FakeApi } from './support/fake-api';
import { tutorialStatus } from './support/fixtures';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
  api.handle('tutorial:progress', (args) =>
    ok({
      success: true,
      tutorial_status: tutorialStatus((args as { progress: TutorialProgress }).progress),
    }),
  );
});
afterEach(() => {
  cleanup();
  useTutorialStore.getState().reset();
});

function at(progress: TutorialProgress, path = '/dashboard') {
  useTutorialStore.setState({ status: tutorialStatus(progress) });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TutorialOverlay />
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });
const saved = () =>
  api.callsTo('tutorial:progress').map((args) => (args as { progress: string }).progress);

describe('tutorial overlay', () => {
  it.each(['not_started', 'prompt_round_paused', 'copy_round_paused', 'completed'] as const)(
    '%s shows no card',
    (progress) => {
      at(progress);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('welcome: Skip and Next, no Back', () => {
    at('welcome');
    expect(screen.getByRole('dialog', { name: 'Welcome to Copycat!' })).toBeTruthy();
    expect(button('Back')).toBeNull();
    expect(button('Skip Tutorial')).toBeTruthy();
    expect(button('Next')).toBeTruthy();
  });

  it('Next walks welcome -> dashboard -> prompt_round, Back returns', async () => {
    at('welcome');
    await act(async () => fireEvent.click(button('Next')!));
    expect(screen.getByRole('dialog', { name: 'Your dashboard' })).toBeTruthy();
    await act(async () => fireEvent.click(button('Next')!));
    expect(screen.getByRole('dialog', { name: 'Prompt rounds' })).toBeTruthy();
    await act(async () => fireEvent.click(button('Back')!));
    expect(saved()).toEqual(['dashboard', 'prompt_round', 'dashboard']);
  });

  it('copy and vote steps have no Back; vote ends with Finish', async () => {
    at('copy_round');
    expect(button('Back')).toBeNull();
    await act(async () => fireEvent.click(button('Next')!));
    expect(screen.getByRole('dialog', { name: 'Vote rounds' })).toBeTruthy();
    expect(button('Back')).toBeNull();
    await act(async () => fireEvent.click(button('Finish')!));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved()).toEqual(['vote_round', 'completed']);
  });

  it('Skip Tutorial completes it', async () => {
    at('dashboard');
    await act(async () => fireEvent.click(button('Skip Tutorial')!));
    expect(saved()).toEqual(['completed']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('anchors a spotlight to the data-tutorial target when present', async () => {
    const target = document.createElement('div');
    target.setAttribute('data-tutorial', 'round-tiles');
    document.body.appendChild(target);
    at('dashboard');
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(screen.getByTestId('tutorial-spotlight')).toBeTruthy();
    target.remove();
  });

  it.each([
    ['welcome', '/vote'],
    ['dashboard', '/vote'],
    ['prompt_round', '/vote'],
    ['copy_round', '/vote'],
    ['welcome', '/prompt'],
    ['dashboard', '/copy'],
    ['prompt_round', '/copy'],
    ['copy_round', '/prompt'],
    ['vote_round', '/prompt'],
  ] as const)('%s: no card over %s, a round the step does not explain', (progress, path) => {
    at(progress, path);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelector('.tutorial-layer')).toBeNull();
  });

  it('the card hidden over an unexplained round comes back on the dashboard', async () => {
    useTutorialStore.setState({ status: tutorialStatus('welcome') });
    render(
      <MemoryRouter initialEntries={['/vote']}>
        <Routes>
          <Route path="/vote" element={<Link to="/dashboard">Back to Dashboard</Link>} />
          <Route path="/dashboard" element={<p>Dashboard screen</p>} />
        </Routes>
        <TutorialOverlay />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' })));
    expect(screen.getByRole('dialog', { name: 'Welcome to Copycat!' })).toBeTruthy();
  });

  it('still shows the vote card over the vote round it explains', () => {
    at('vote_round', '/vote');
    expect(screen.getByRole('dialog', { name: 'Vote rounds' })).toBeTruthy();
  });

  it('focuses the primary button for keyboard users', () => {
    at('welcome');
    expect(document.activeElement).toBe(button('Next'));
  });

  it('Skip pressed before the server saved Next: the card stays closed, the steps saved in order', async () => {
    // The server answers when the test says so, and records the order it saved the steps in.
    const answers: (() => void)[] = [];
    const savedByServer: string[] = [];
    api.handle('tutorial:progress', (args) => {
      const { progress } = args as { progress: TutorialProgress };
      return new Promise((resolve) =>
        answers.push(() => {
          savedByServer.push(progress);
          resolve(ok({ success: true, tutorial_status: tutorialStatus(progress) }));
        }),
      );
    });
    const heading = document.createElement('h1');
    const main = document.body.appendChild(document.createElement('main'));
    main.appendChild(heading);
    at('welcome');
    await act(async () => fireEvent.click(button('Next')!));
    expect(screen.getByRole('dialog', { name: 'Your dashboard' })).toBeTruthy();
    await act(async () => fireEvent.click(button('Skip Tutorial')!));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(heading);
    // Next's answer comes late, then Skip's: neither brings the card back or takes the focus.
    while (answers.length > 0) await act(async () => answers.shift()!());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(heading);
    expect(savedByServer).toEqual(['dashboard', 'completed']);
    expect(useTutorialStore.getState().status?.tutorial_completed).toBe(true);
    main.remove();
  });
});

function renderWelcome(path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WelcomeModal />
    </MemoryRouter>,
  );
}

describe('welcome modal', () => {
  it('waits for the dashboard: elsewhere (a reset in settings) it does not cover the screen', () => {
    useTutorialStore.setState({ status: tutorialStatus('not_started') });
    renderWelcome('/settings');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the tutorial to a new player and starts it', async () => {
    useTutorialStore.setState({ status: tutorialStatus('not_started') });
    renderWelcome();
    expect(screen.getByRole('dialog', { name: 'Welcome to Copycat!' })).toBeTruthy();
    await act(async () => fireEvent.click(button('Start Tutorial')!));
    expect(saved()).toEqual(['welcome']);
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).toBeNull();
  });

  it('No Thanks skips it', async () => {
    useTutorialStore.setState({ status: tutorialStatus('not_started') });
    renderWelcome();
    await act(async () => fireEvent.click(button('No Thanks')!));
    expect(saved()).toEqual(['completed']);
  });

  it('stays hidden for players who have started or finished', () => {
    useTutorialStore.setState({ status: tutorialStatus('completed') });
    renderWelcome();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
