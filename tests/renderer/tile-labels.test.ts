import { describe, expect, it } from 'vitest';
import {
  disabledReason,
  canStart,
  roundCost,
  startButtonLabel,
  type TileContext,
} from '../../src/renderer/src/features/dashboard/tile-labels';
import type { ActiveRound } from '../../src/renderer/src/stores/round';
import { availability, ROUND_ID } from './support/fixtures';

const ctx = (overrides: Partial<TileContext> = {}): TileContext => ({
  availability: availability(),
  round: null,
  ...overrides,
});
const promptRound = { type: 'prompt', state: { round_id: ROUND_ID } } as ActiveRound;
const voteRound = { type: 'vote', state: { round_id: ROUND_ID } } as ActiveRound;

describe('dashboard tiles', () => {
  it('default costs when availability is missing (the declared defaults the server starts from)', () => {
    expect(roundCost('prompt', null)).toBe(100);
    expect(roundCost('copy', null)).toBe(50);
    expect(roundCost('vote', null)).toBe(10);
    expect(canStart('prompt', null)).toBe(false);
  });
  it('server costs otherwise', () => {
    expect(roundCost('copy', availability({ copy_cost: 45 }))).toBe(45);
  });
  it('enabled labels', () => {
    expect(startButtonLabel('prompt', ctx())).toBe('Start Prompt Round');
    expect(startButtonLabel('copy', ctx())).toBe('Start Copy Round');
    expect(startButtonLabel('vote', ctx())).toBe('Start Vote Round');
  });
  it('prompt labels when off', () => {
    const off = availability({ can_prompt: false });
    expect(startButtonLabel('prompt', ctx({ availability: off, round: promptRound }))).toBe(
      'Active Prompt Round',
    );
    expect(startButtonLabel('prompt', ctx({ availability: off, round: voteRound }))).toBe(
      'Round In Progress',
    );
    expect(
      startButtonLabel(
        'prompt',
        ctx({ availability: { ...off, prompt_refusal: 'insufficient_balance' } }),
      ),
    ).toBe('Insufficient Balance');
    expect(
      startButtonLabel(
        'prompt',
        ctx({ availability: { ...off, prompt_refusal: 'max_outstanding_quips' } }),
      ),
    ).toBe('Too Many Outstanding Prompts');
    expect(startButtonLabel('prompt', ctx({ availability: off }))).toBe('Not Available');
  });
  it('never claims the balance is too low before the server says so', () => {
    expect(startButtonLabel('vote', ctx({ availability: null }))).toBe('No Quip Sets Available');
    expect(startButtonLabel('prompt', ctx({ availability: null }))).toBe('Not Available');
  });
  it('copy labels when off', () => {
    const off = availability({ can_copy: false });
    expect(startButtonLabel('copy', ctx({ availability: off }))).toBe('No Prompts Available');
    expect(
      startButtonLabel(
        'copy',
        ctx({ availability: { ...off, copy_refusal: 'insufficient_balance' } }),
      ),
    ).toBe('Insufficient Balance');
  });
  it('vote labels when off', () => {
    const off = availability({ can_vote: false });
    expect(startButtonLabel('vote', ctx({ availability: off }))).toBe('No Quip Sets Available');
    expect(
      startButtonLabel(
        'vote',
        ctx({ availability: { ...off, vote_refusal: 'insufficient_balance' } }),
      ),
    ).toBe('Insufficient Balance');
  });
  it('keeps the spec labels and says why beside them while a round runs or closes', () => {
    const off = availability({ can_copy: false, can_vote: false, prompts_waiting: 11 });
    const running = ctx({ availability: off, round: promptRound });
    expect(startButtonLabel('copy', running)).toBe('No Prompts Available');
    expect(disabledReason('copy', running)).toBe('Finish your prompt round first.');
    expect(disabledReason('vote', ctx({ ...running, roundExpired: true }))).toBe(
      'Unlocks as soon as your prompt round is closed.',
    );
    expect(disabledReason('copy', ctx({ availability: off }))).toBeNull();
    expect(disabledReason('prompt', ctx({ round: promptRound }))).toBeNull();
  });
});
