// What the player is told about a set still in play: when backup players step in and when it
// closes, derived from the API's own fields and the server's settings.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminConfig, PhrasesetSummaryItem } from '../../src/shared/api';
import { LastPromptCard } from '../../src/renderer/src/features/dashboard/LastPromptCard';
import {
  outlookRules,
  setOutlook,
  type SetTimes,
} from '../../src/renderer/src/features/outlook/set-outlook';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { installFakeApi, type FakeApi } from './support/fake-api';
import { SETTING_DEFAULTS } from '../../src/server/settings/schema';
import { PROFILE_DEFAULTS } from '../../src/server/settings/profiles';
import { ROUND_ID } from './support/fixtures';

const NOW = Date.parse('2033-05-01T12:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

/** The admin answer of a solo server: the built-in defaults under the solo profile's. */
function config(overrides: Partial<AdminConfig> = {}): AdminConfig {
  return {
    ...SETTING_DEFAULTS,
    ...PROFILE_DEFAULTS.solo,
    game_profile: 'solo',
    ai_backup_enabled: true,
    ...overrides,
  };
}

const set = (overrides: Partial<SetTimes>): SetTimes => ({
  status: 'voting',
  vote_count: 0,
  updated_at: at(0),
  third_vote_at: null,
  fifth_vote_at: null,
  ...overrides,
});

describe('set outlook', () => {
  const solo = outlookRules(config());
  const hosted = outlookRules(
    config({
      game_profile: 'hosted',
      ai_backup_delay_minutes: 15,
      ai_backup_votes_up_to: 'minimum',
    }),
  );

  it('backup players step in one quiet delay after the last activity, for copies and votes', () => {
    expect(setOutlook(set({ status: 'waiting_copies' }), solo)).toEqual({
      backupAt: NOW + 60_000,
      closesAt: null,
    });
    expect(setOutlook(set({ status: 'waiting_copy1', updated_at: at(30) }), hosted).backupAt).toBe(
      NOW + 30_000 + 15 * 60_000,
    );
    expect(setOutlook(set({ vote_count: 4 }), solo).backupAt).toBe(NOW + 60_000);
  });

  it('up to their vote target only: the closing threshold solo, the minimum one hosted', () => {
    const third = set({ vote_count: 3, third_vote_at: at(-10) });
    expect(setOutlook(third, hosted)).toEqual({ backupAt: null, closesAt: NOW - 10_000 + 600_000 });
    expect(setOutlook(third, solo).backupAt).toBe(NOW + 60_000);
    const fifth = set({
      status: 'closing',
      vote_count: 5,
      third_vote_at: at(-20),
      fifth_vote_at: at(-5),
    });
    expect(setOutlook(fifth, solo)).toEqual({ backupAt: null, closesAt: NOW - 5000 + 60_000 });
  });

  it("reads the details' closes_at first, and a late fifth vote does not reopen the window", () => {
    expect(setOutlook(set({ vote_count: 3, closes_at: at(52) }), hosted).closesAt).toBe(
      NOW + 52_000,
    );
    const late = set({ vote_count: 5, third_vote_at: at(-700), fifth_vote_at: at(-50) });
    expect(setOutlook(late, hosted).closesAt).toBe(NOW - 700_000 + 600_000);
  });

  it('promises nothing when backups are off or the server does not say, nor for settled sets', () => {
    expect(setOutlook(set({}), outlookRules(config({ ai_backup_enabled: false }))).backupAt).toBe(
      null,
    );
    expect(
      setOutlook(set({}), outlookRules(config({ ai_backup_enabled: undefined }))).backupAt,
    ).toBe(null);
    expect(setOutlook(set({ status: 'finalized', vote_count: 5 }), solo)).toEqual({
      backupAt: null,
      closesAt: null,
    });
  });
});

describe('the dashboard card of the last prompt', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    clearPlayerState();
  });
  afterEach(cleanup);

  const summary = (overrides: Partial<PhrasesetSummaryItem>): PhrasesetSummaryItem => ({
    phraseset_id: null,
    prompt_round_id: ROUND_ID,
    prompt_text: 'My sandwich would taste better with',
    your_role: 'prompt',
    your_phrase: 'A BIG SURPRISE',
    status: 'waiting_copies',
    created_at: new Date(Date.now() - 20_000).toISOString(),
    updated_at: new Date(Date.now() - 15_000).toISOString(),
    vote_count: 0,
    third_vote_at: null,
    fifth_vote_at: null,
    finalized_at: null,
    has_copy1: false,
    has_copy2: false,
    your_payout: null,
    payout_claimed: false,
    new_activity_count: 0,
    ...overrides,
  });

  function showCard(item: PhrasesetSummaryItem, adminConfig: AdminConfig = config()) {
    api.handle('player:phrasesets', (args) => {
      expect(args).toEqual({ role: 'prompt', status: 'all', limit: 1 });
      return { ok: true, data: { phrasesets: [item], total: 1, has_more: false } };
    });
    api.handle('admin:config', adminConfig);
    render(
      <MemoryRouter>
        <LastPromptCard />
      </MemoryRouter>,
    );
  }

  it('says the prompt waits for copies and when backup players join', async () => {
    showCard(summary({}));
    expect(await screen.findByRole('heading', { name: 'Your last prompt' })).toBeTruthy();
    expect(screen.getByText('Waiting for two copies')).toBeTruthy();
    expect((await screen.findByRole('timer')).textContent).toMatch(
      /^Backup players join in 0:4[45]$/,
    );
  });

  it('says how many votes it has and when it closes', async () => {
    const fifth = new Date(Date.now() - 8_000).toISOString();
    showCard(
      summary({ status: 'closing', vote_count: 5, third_vote_at: fifth, fifth_vote_at: fifth }),
    );
    expect(await screen.findByText('Closing: 5 votes so far')).toBeTruthy();
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Closes in 0:5[12]$/);
  });

  it('says what a finished prompt earned, with no timer', async () => {
    showCard(summary({ status: 'finalized', vote_count: 5, your_payout: 150 }));
    expect(await screen.findByText('Finalized: you earned 150 FC')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
