import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AdminScreen from '../../src/renderer/src/features/admin/AdminScreen';
import { ADMIN_GROUPS as CONFIG_GROUPS } from '../../src/shared/settings/game-settings';
import SettingsScreen from '../../src/renderer/src/features/settings/SettingsScreen';
import { useDashboardStore } from '../../src/renderer/src/stores/dashboard';
import { usePlayerStore } from '../../src/renderer/src/stores/player';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { ADMIN_CONFIG_KEYS, type AdminConfig } from '../../src/shared/api';
import type { IpcError, IpcResult } from '../../src/shared/ipc';
import { installFakeApi, ok, type FakeApi } from './support/fake-api';
import { availability, dashboard, player, tutorialStatus } from './support/fixtures';

let api: FakeApi;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings" element={<SettingsScreen />} />
        <Route path="/admin" element={<AdminScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api = installFakeApi();
  clearPlayerState();
  api.handle('app:getSettings', { serverUrl: '', notificationsEnabled: true });
  api.handle('app:updateStatus', {
    currentVersion: '0.1.0',
    state: 'disabled',
    newVersion: null,
    detail: 'Updates are off in development.',
  });
});
afterEach(cleanup);

const config = Object.fromEntries(
  ADMIN_CONFIG_KEYS.map((key) => [
    key,
    key.startsWith('ai_') && !key.endsWith('s') ? 'offline' : 7,
  ]),
) as unknown as AdminConfig;

describe('settings', () => {
  it("shows 'Loading...' until the player is loaded", () => {
    renderAt('/settings');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows the account sections and the disabled Coming Soon list', async () => {
    usePlayerStore.getState().setPlayer(player({ outstanding_prompts: 3 }));
    renderAt('/settings');
    expect(screen.getByText('3 / 10')).toBeTruthy();
    expect(screen.getByText('Velvet Otter')).toBeTruthy();
    for (const label of [
      'Change password',
      'Change email address',
      'Export account data',
      'Delete account',
    ]) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name: label }).disabled).toBe(true);
    }
    expect(await screen.findByLabelText('Server address')).toBeTruthy();
  });

  it("shows the server's outstanding-prompt limit once the dashboard carries it", () => {
    useDashboardStore.getState().apply(
      dashboard({
        player: player({ outstanding_prompts: 3 }),
        round_availability: availability({ max_outstanding_prompts: 4 }),
      }),
    );
    renderAt('/settings');
    expect(screen.getByText('3 / 4')).toBeTruthy();
  });

  it('resets the tutorial with a success message, or says it failed', async () => {
    usePlayerStore.getState().setPlayer(player());
    api.handle('tutorial:reset', tutorialStatus('not_started'));
    renderAt('/settings');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Tutorial' })));
    expect(screen.getByText('Tutorial reset successfully!')).toBeTruthy();
    api.fail('tutorial:reset', { status: 500 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset Tutorial' })));
    expect(screen.getByRole('alert').textContent).toContain('Failed to reset tutorial');
  });

  it.each([
    [{ valid: false }, 'Incorrect admin password'],
    [null, 'Failed to verify password'],
  ])('admin access refused: %j', async (answer, message) => {
    usePlayerStore.getState().setPlayer(player());
    if (answer) api.handle('admin:validatePassword', answer);
    else api.fail('admin:validatePassword', { status: 429, message: 'rate_limited' });
    renderAt('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    fireEvent.change(screen.getByPlaceholderText('Admin password'), { target: { value: 'guess' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('alert').textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByPlaceholderText('Admin password')).toBeNull();
  });

  it('a correct admin password opens /admin', async () => {
    usePlayerStore.getState().setPlayer(player());
    api.handle('admin:validatePassword', { valid: true });
    api.handle('admin:config', config);
    renderAt('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    fireEvent.change(screen.getByPlaceholderText('Admin password'), { target: { value: 'right' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(
      await screen.findByText(/Editing capabilities will be added in a future update/),
    ).toBeTruthy();
  });

  it('a slow admin password check does not open /admin once the player left Settings', async () => {
    usePlayerStore.getState().setPlayer(player());
    let answer: (result: IpcResult<{ valid: boolean }>) => void = () => undefined;
    api.handle('admin:validatePassword', () => new Promise((resolve) => (answer = resolve)));
    api.handle('admin:config', config);
    render(
      <MemoryRouter initialEntries={['/settings']}>
        <Link to="/dashboard">Dashboard</Link>
        <Routes>
          <Route path="/settings" element={<SettingsScreen />} />
          <Route path="/dashboard" element={<p>Dashboard screen</p>} />
          <Route path="/admin" element={<AdminScreen />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    fireEvent.change(screen.getByPlaceholderText('Admin password'), { target: { value: 'right' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await act(async () => answer(ok({ valid: true })));
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Configuration' })).toBeNull();
  });
});

describe('admin', () => {
  it("groups all 37 settings (the spec's 31 and the backup profile's) into the four tabs", () => {
    const keys = CONFIG_GROUPS.flatMap((group) => group.items.map((item) => item.key));
    expect(CONFIG_GROUPS.map((group) => group.title)).toEqual([
      'Economics',
      'Timing',
      'Validation',
      'AI Service',
    ]);
    expect([...keys].sort()).toEqual([...ADMIN_CONFIG_KEYS].sort());
  });

  it('switches tabs with the arrow keys and shows units', async () => {
    api.handle('admin:config', config);
    renderAt('/admin');
    const economics = await screen.findByRole('tab', { name: 'Economics' });
    expect(screen.getByRole('row', { name: /Starting balance/ }).textContent).toContain('7 FC');
    fireEvent.keyDown(economics, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Timing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('row', { name: /Vote round length/ }).textContent).toContain(
      '7 seconds',
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Timing' }), { key: 'End' });
    expect(screen.getByRole('row', { name: /Provider/ }).textContent).toContain('offline');
  });

  it('shows the backup profile settings, and says when an older server does not report them', async () => {
    const older = Object.fromEntries(
      Object.entries({ ...config, game_profile: 'solo', ai_backup_supply_sets: 3 }).filter(
        ([key]) => key !== 'ai_backup_spend_cap_per_hour',
      ),
    ) as AdminConfig;
    api.handle('admin:config', older);
    renderAt('/admin');
    fireEvent.keyDown(await screen.findByRole('tab', { name: 'Economics' }), { key: 'End' });
    expect(screen.getByRole('row', { name: /Game profile/ }).textContent).toContain('solo');
    expect(screen.getByRole('row', { name: /Sets kept to vote on/ }).textContent).toContain(
      '3 per player',
    );
    expect(screen.getByRole('row', { name: /House spending cap/ }).textContent).toContain(
      'Not reported by this server',
    );
  });

  it("on failure shows 'Failed to load configuration' and Back to Settings", async () => {
    api.fail('admin:config', { status: 400, message: '' });
    renderAt('/admin');
    expect(await screen.findByText('Failed to load configuration')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Settings' })).toBeTruthy();
  });

  it.each<[Partial<IpcError>, string]>([
    [
      { status: 500, code: 'internal_error', message: 'The server failed.' },
      'Our servers are temporarily busy. Please try again in a moment.',
    ],
    [
      { status: 0, code: null, message: 'Network error: the game server could not be reached.' },
      'Connection lost. Reconnecting...',
    ],
  ])(
    'a config load failure %j shows the catalogue text, not the raw detail',
    async (error, text) => {
      api.fail('admin:config', error);
      renderAt('/admin');
      expect((await screen.findByRole('alert')).textContent).toBe(text);
    },
  );
});
