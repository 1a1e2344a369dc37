import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHRASE_REDIRECT_MS } from '../../src/renderer/src/components/round/use-phrase-submit';
import CopyScreen from '../../src/renderer/src/features/copy/CopyScreen';
import PromptScreen from '../../src/renderer/src/features/prompt/PromptScreen';
import VoteScreen, { VOTE_REDIRECT_MS } from '../../src/renderer/src/features/vote/VoteScreen';
import { useRoundStore } from '../../src/renderer/src/stores/round';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import { useTutorialStore } from '../../src/renderer/src/stores/tutorial';
import type { IpcResult } from '../../src/shared/ipc';
import { renderScreen } from './support/render-screen';
import { installFakeApi, ok, type FakeApi } from './support/fake-api';
import { promptRound, ROUND_ID, SET_ID, tutorialStatus } from './support/fixtures';

let api: FakeApi;
const NOW = Date.parse('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  api = installFakeApi();
  clearPlayerState();
  api.handle('app:refreshDashboard', null);
  api.handle('tutorial:progress', (args) =>
    ok({
      success: true,
      tutorial_status: tutorialStatus((args as { progress: 'welcome' }).progress),
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit Phrase' });

describe('prompt round', () => {
  beforeEach(() => useRoundStore.getState().syncFromServer(promptRound(later(120))));

  it('sends the trimmed phrase, shows success, advances the tutorial and returns after 1.5 s', async () => {
    api.handle('rounds:submit', { success: true, phrase: 'VELVET MOON' });
    useTutorialStore.setState({ status: tutorialStatus('prompt_round_paused') });
    renderScreen('/prompt', <PromptScreen />);
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your phrase'), {
      target: { value: '  velvet moon  ' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Your phrase').maxLength).toBe(100);
    await act(async () => fireEvent.click(submit()));
    expect(api.callsTo('rounds:submit')).toEqual([{ roundId: ROUND_ID, phrase: 'velvet moon' }]);
    expect(screen.getByText('Returning to dashboard...')).toBeTruthy();
    expect(useTutorialStore.getState().status?.tutorial_progress).toBe('copy_round');
    act(() => {
      vi.advanceTimersByTime(PHRASE_REDIRECT_MS - 1);
    });
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('re-enables the form with the message and the server reason on a refusal', async () => {
    api.fail('rounds:submit', {
      status: 400,
      code: 'invalid_phrase',
      message: "Word 'XYZZY' is not in the dictionary",
    });
    renderScreen('/prompt', <PromptScreen />);
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'xyzzy cat' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toContain(
      "That phrase isn't valid. Please try a different word or phrase. (Word 'XYZZY' is not in the dictionary)",
    );
    expect(submit().disabled).toBe(false);
  });

  it('a refusal answered before the browser moved focus off the pressed button puts the player in the field', async () => {
    // Chromium moves focus off a disabled control only at its next rendering step: a refusal
    // that arrives sooner finds focus still on Submit Phrase (jsdom never moves it at all).
    api.fail('rounds:submit', { status: 400, code: 'invalid_phrase', message: 'Not a word' });
    renderScreen('/prompt', <PromptScreen />);
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'xyzzy cat' } });
    submit().focus();
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Your phrase'));
  });

  it('uses the screen message when the server cannot be reached', async () => {
    api.fail('rounds:submit', { status: 0, message: 'connect ECONNREFUSED' });
    renderScreen('/prompt', <PromptScreen />);
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'big cat' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toContain(
      'Unable to submit your phrase. Please check your connection and try again.',
    );
  });

  it('does not pull a player who left during a slow submit back to the dashboard', async () => {
    let answer: (result: IpcResult<unknown>) => void = () => undefined;
    api.handle('rounds:submit', () => new Promise((resolve) => (answer = resolve)) as never);
    render(
      <MemoryRouter initialEntries={['/prompt']}>
        <Routes>
          <Route path="/prompt" element={<PromptScreen />} />
          <Route path="/dashboard" element={<Link to="/settings">Settings</Link>} />
          <Route path="/settings" element={<p>Settings screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'velvet moon' } });
    await act(async () => fireEvent.click(submit()));
    // The server is slow: the player goes back to the dashboard, then on to Settings.
    fireEvent.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(screen.getByText('Settings screen')).toBeTruthy();
    await act(async () => answer(ok({ success: true, phrase: 'VELVET MOON' })));
    act(() => {
      vi.advanceTimersByTime(PHRASE_REDIRECT_MS * 2);
    });
    expect(screen.getByText('Settings screen')).toBeTruthy();
  });

  it('a phrase sent before 0:00 and accepted in the grace never reads as expired', async () => {
    let answer: (result: IpcResult<unknown>) => void = () => undefined;
    api.handle('rounds:submit', () => new Promise((resolve) => (answer = resolve)) as never);
    renderScreen('/prompt', <PromptScreen />);
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'big cat' } });
    act(() => {
      vi.advanceTimersByTime(119_500);
    });
    await act(async () => fireEvent.click(submit()));
    act(() => {
      vi.advanceTimersByTime(1_000); // 0:00 while the phrase is in flight
    });
    expect(screen.getByRole('timer').textContent).toBe("Time's Up!");
    expect(screen.queryByText(/This round has expired/)).toBeNull();
    await act(async () => answer(ok({ success: true, phrase: 'BIG CAT' })));
    expect(screen.queryByText(/This round has expired/)).toBeNull();
    expect(screen.getByText('Returning to dashboard...')).toBeTruthy();
  });

  it('disables submit once the time is up', () => {
    renderScreen('/prompt', <PromptScreen />);
    fireEvent.change(screen.getByLabelText('Your phrase'), { target: { value: 'big cat' } });
    act(() => {
      vi.advanceTimersByTime(121_000);
    });
    expect(screen.getByRole('timer').textContent).toBe("Time's Up!");
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      "This round has expired. Don't worry - you can start a new one right away!",
    );
    expect(useRoundStore.getState().expired).toBe(true);
  });
});

describe('copy round', () => {
  beforeEach(() =>
    useRoundStore.getState().started('copy', {
      round_id: ROUND_ID,
      original_phrase: 'BIG CAT',
      prompt_round_id: SET_ID,
      expires_at: later(120),
      cost: 45,
      discount_active: true,
    }),
  );

  it('shows the discount and the refund line', () => {
    renderScreen('/copy', <CopyScreen />);
    expect(screen.getByText('10% discount!')).toBeTruthy();
    expect(
      screen.getByText('If the round expires you get 40 FC back (5 FC penalty).'),
    ).toBeTruthy();
  });

  it('refuses a copy equal to the original without calling the server', async () => {
    renderScreen('/copy', <CopyScreen />);
    fireEvent.change(screen.getByLabelText('Your copy'), { target: { value: ' big  cat ' } });
    await act(async () => fireEvent.click(submit()));
    expect(screen.getByRole('alert').textContent).toContain(
      'Your copy must be different from the original phrase.',
    );
    expect(api.callsTo('rounds:submit')).toHaveLength(0);
  });
});

describe('vote round', () => {
  beforeEach(() =>
    useRoundStore.getState().started('vote', {
      round_id: ROUND_ID,
      phraseset_id: SET_ID,
      prompt_text: 'A pet name',
      phrases: ['BIG CAT', 'HUGE CAT', 'LARGE CAT'],
      expires_at: later(60),
    }),
  );

  it('votes, shows the result and returns after 3 s', async () => {
    api.handle('phrasesets:vote', {
      correct: false,
      payout: 0,
      original_phrase: 'BIG CAT',
      your_choice: 'HUGE CAT',
    });
    renderScreen('/vote', <VoteScreen />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'HUGE CAT' })));
    expect(api.callsTo('phrasesets:vote')).toEqual([{ id: SET_ID, phrase: 'HUGE CAT' }]);
    expect(screen.getByRole('status').textContent).toContain('The original phrase: BIG CAT');
    expect(screen.getByRole('status').textContent).toContain('Your choice: HUGE CAT');
    act(() => {
      vi.advanceTimersByTime(VOTE_REDIRECT_MS);
    });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('re-enables the buttons after a failed vote', async () => {
    api.fail('phrasesets:vote', { status: 409, code: 'already_voted', message: 'already_voted' });
    renderScreen('/vote', <VoteScreen />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'BIG CAT' })));
    expect(screen.getByRole('alert').textContent).toContain(
      'Unable to submit your vote. The round may have expired or someone else may have already voted.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'BIG CAT' }).disabled).toBe(false);
  });

  /** Votes at 0:00.5 on the vote screen; the server's answer waits until the test gives it. */
  async function voteHalfASecondBeforeTheEnd(): Promise<(result: IpcResult<unknown>) => void> {
    let answer: (result: IpcResult<unknown>) => void = () => undefined;
    api.handle('phrasesets:vote', () => new Promise((resolve) => (answer = resolve)) as never);
    renderScreen('/vote', <VoteScreen />);
    act(() => {
      vi.advanceTimersByTime(59_500);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'BIG CAT' })));
    return (result) => answer(result);
  }

  it('a vote sent before 0:00 and answered after it: no forfeit, the result shows for 3 s', async () => {
    const answer = await voteHalfASecondBeforeTheEnd();
    // 0:00 passes while the vote is in flight; the server answers 4 s later, in its grace.
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.queryByText(/You forfeited/)).toBeNull();
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    await act(async () =>
      answer(ok({ correct: true, payout: 20, original_phrase: 'BIG CAT', your_choice: 'BIG CAT' })),
    );
    expect(screen.getByRole('status').textContent).toContain('The original phrase: BIG CAT');
    expect(screen.queryByText(/You forfeited/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(VOTE_REDIRECT_MS - 1);
    });
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it('a vote refused after 0:00 then reads as forfeited and returns 3 s later', async () => {
    const answer = await voteHalfASecondBeforeTheEnd();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await act(async () =>
      answer({ ok: false, error: { status: 400, code: 'expired', message: 'expired' } }),
    );
    expect(screen.getByText("Time's up! You forfeited 10 FC.")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(VOTE_REDIRECT_MS);
    });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });

  it("says Time's up with the forfeited cost on expiry", () => {
    renderScreen('/vote', <VoteScreen />);
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByText("Time's up! You forfeited 10 FC.")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'BIG CAT' }).disabled).toBe(true);
  });
});
