// A route main sends before the app listens (a notification clicked as the window opens) must
// survive the session's restore. The page is rendered as in the window, outside act(): under
// act() React would finish every update before the restore could answer, and hide the race
// in which the restored session made '/' redirect to the dashboard over the route.
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from './support/fake-api';
import { dashboard, PLAYER_ID, player, tutorialStatus } from './support/fixtures';

let api: FakeApi;
let root: Root | undefined;
let container: HTMLElement;
let actEnvironment: unknown;

beforeEach(() => {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
  actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  // The app's modules as a page loads them: no session restored yet by another file's test.
  vi.resetModules();
  api = installFakeApi();
  api.handle('session:get', { username: 'alice1234', playerId: PLAYER_ID });
  api.handle('player:balance', player());
  api.handle('tutorial:status', tutorialStatus('completed'));
  api.handle('quests:claimable', []);
  api.handle('player:dashboard', dashboard());
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  root?.unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  window.location.hash = '';
});

it('opens the route sent before the app listened, once the session is restored', async () => {
  window.location.hash = '#/';
  api.emit('app:navigate', { path: '/quests' });
  const { App } = await import('../../src/renderer/src/app/App');
  root = createRoot(container);
  root.render(<App />);
  await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Rewards & Quests'));
  expect(window.location.hash).toBe('#/quests');
  // Still there once everything the sign-in started has answered.
  await waitFor(() => expect(api.callsTo('player:dashboard')).toHaveLength(1));
  expect(window.location.hash).toBe('#/quests');
});
