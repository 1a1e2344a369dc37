// The prompt's like and dislike (docs/product.md#round-flow) when the saved feedback and the
// player's click race: the click always wins, and a refused choice is never left on screen.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PromptScreen from '../../src/renderer/src/features/prompt/PromptScreen';
import { useRoundStore } from '../../src/renderer/src/stores/round';
import { clearPlayerState } from '../../src/renderer/src/stores/sign-out';
import type { FeedbackType } from '../../src/shared/api';
import type { IpcResult } from '../../src/shared/ipc';
import { renderScreen } from './support/render-screen';
import { installFakeApi, ok, type FakeApi } from './support/fake-api';
import { promptRound, ROUND_ID } from './support/fixtures';

let api: FakeApi;
let warned: ReturnType<typeof vi.spyOn>;

/** A channel whose answers the test gives, one per call, in the order it chooses. */
function deferred(channel: 'rounds:getFeedback' | 'rounds:setFeedback') {
  const answers: ((result: IpcResult<unknown>) => void)[] = [];
  api.handle(channel, () => new Promise((resolve) => answers.push(resolve)) as never);
  return (index: number, result: IpcResult<unknown>) =>
    act(async () => {
      const answer = answers[index];
      if (!answer) throw new Error(`${channel} was not called ${index + 1} times`);
      answer(result);
    });
}

const saved = (feedbackType: FeedbackType) =>
  ok({ feedback_type: feedbackType, feedback_id: 'f-1', created_at: '2026-11-21T11:00:00Z' });
const accepted = (feedbackType: FeedbackType) =>
  ok({ success: true, feedback_type: feedbackType, message: 'ok' });
const refused: IpcResult<unknown> = {
  ok: false,
  error: { status: 500, code: null, message: 'RAW: feedback table locked' },
};

const button = (name: 'Like' | 'Dislike') =>
  screen.getByRole('button', { name: `${name} this prompt` });
const pressed = () =>
  (['Like', 'Dislike'] as const).filter(
    (name) => button(name).getAttribute('aria-pressed') === 'true',
  );

beforeEach(() => {
  api = installFakeApi();
  clearPlayerState();
  warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  useRoundStore
    .getState()
    .syncFromServer(promptRound(new Date(Date.now() + 120_000).toISOString()));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('prompt feedback against the saved feedback still loading', () => {
  it('a like clicked before the saved feedback arrives is not replaced by it', async () => {
    const answerLoad = deferred('rounds:getFeedback');
    const answerSet = deferred('rounds:setFeedback');
    renderScreen('/prompt', <PromptScreen />);
    await act(async () => fireEvent.click(button('Like')));
    expect(api.callsTo('rounds:setFeedback')).toEqual([
      { roundId: ROUND_ID, feedbackType: 'like' },
    ]);
    // The older saved dislike arrives while the like is still on its way, then the like is saved.
    await answerLoad(0, saved('dislike'));
    expect(pressed()).toEqual(['Like']);
    await answerSet(0, accepted('like'));
    expect(pressed()).toEqual(['Like']);
  });

  it('a like saved before the saved feedback arrives is not replaced by it', async () => {
    const answerLoad = deferred('rounds:getFeedback');
    api.handle('rounds:setFeedback', { success: true, feedback_type: 'like', message: 'ok' });
    renderScreen('/prompt', <PromptScreen />);
    await act(async () => fireEvent.click(button('Like')));
    await answerLoad(0, saved('dislike'));
    expect(pressed()).toEqual(['Like']);
  });

  it('a choice cleared before the saved feedback arrives stays cleared', async () => {
    const answerLoad = deferred('rounds:getFeedback');
    api.handle('rounds:setFeedback', { success: true, feedback_type: 'like', message: 'ok' });
    renderScreen('/prompt', <PromptScreen />);
    await act(async () => fireEvent.click(button('Like')));
    await act(async () => fireEvent.click(button('Like')));
    await answerLoad(0, saved('like'));
    expect(pressed()).toEqual([]);
    expect(api.callsTo('rounds:setFeedback')).toHaveLength(1);
  });

  it('the saved feedback arriving first is shown, then the click replaces it', async () => {
    const answerLoad = deferred('rounds:getFeedback');
    api.handle('rounds:setFeedback', { success: true, feedback_type: 'like', message: 'ok' });
    renderScreen('/prompt', <PromptScreen />);
    await answerLoad(0, saved('dislike'));
    expect(pressed()).toEqual(['Dislike']);
    await act(async () => fireEvent.click(button('Like')));
    expect(pressed()).toEqual(['Like']);
    expect(api.callsTo('rounds:setFeedback')).toEqual([
      { roundId: ROUND_ID, feedbackType: 'like' },
    ]);
  });
});

describe('prompt feedback the server refuses', () => {
  it('goes back to the saved feedback, only logs the failure and shows no error', async () => {
    const answerLoad = deferred('rounds:getFeedback');
    const answerSet = deferred('rounds:setFeedback');
    renderScreen('/prompt', <PromptScreen />);
    await answerLoad(0, saved('dislike'));
    await act(async () => fireEvent.click(button('Like')));
    expect(pressed()).toEqual(['Like']);
    await answerSet(0, refused);
    expect(pressed()).toEqual(['Dislike']);
    expect(document.body.textContent).not.toContain('RAW');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warned.mock.calls.flat().map(String).join(' ')).toContain('RAW');
  });

  it('refused before the saved feedback arrived: the choice is taken back', async () => {
    deferred('rounds:getFeedback'); // still loading throughout
    const answerSet = deferred('rounds:setFeedback');
    renderScreen('/prompt', <PromptScreen />);
    await act(async () => fireEvent.click(button('Like')));
    await answerSet(0, refused);
    expect(pressed()).toEqual([]);
    expect(document.body.textContent).not.toContain('RAW');
  });

  it('a refusal of an earlier click does not undo the later one', async () => {
    const answerSet = deferred('rounds:setFeedback');
    api.fail('rounds:getFeedback', { status: 404 });
    renderScreen('/prompt', <PromptScreen />);
    await act(async () => undefined);
    await act(async () => fireEvent.click(button('Like')));
    await act(async () => fireEvent.click(button('Dislike')));
    await answerSet(0, refused);
    expect(pressed()).toEqual(['Dislike']);
    await answerSet(1, accepted('dislike'));
    expect(pressed()).toEqual(['Dislike']);
  });
});
