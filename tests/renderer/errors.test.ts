import { describe, expect, it } from 'vitest';
import {
  ACTION_PREFIXES,
  describeError,
  FALLBACKS,
  MESSAGES,
  messageFor,
  rowForCode,
  SCREEN_MESSAGES,
  serverDetail,
  shouldLogout,
  TOAST_TITLES,
  withAction,
} from '../../src/renderer/src/lib/errors';
import { ERROR_CODES } from '../../src/shared/api/errors';
import { APP_ERROR_CODES, type IpcError } from '../../src/shared/ipc';

const err = (message: string, status = 400, code: IpcError['code'] = null): IpcError => ({
  status,
  code,
  message,
});

describe('error catalogue keyword rows (docs/product.md#error-messages)', () => {
  it.each([
    ['network error', MESSAGES.network],
    ['Failed to fetch', MESSAGES.network],
    ['ERR_NETWORK', MESSAGES.network],
    ['Request timeout', MESSAGES.timeout],
    ['rate limit hit', MESSAGES.rateLimit],
    ['Too Many Requests', MESSAGES.rateLimit],
    ['Unauthorized', MESSAGES.session],
    ['invalid_token', MESSAGES.session],
    ['session gone', MESSAGES.session],
    ['invalid_credentials', MESSAGES.credentials],
    ['wrong password', MESSAGES.credentials],
    ['expired', MESSAGES.expired],
    ['Round not found', MESSAGES.expired],
    ['already_submitted', MESSAGES.alreadySubmitted],
    ['insufficient_balance', MESSAGES.insufficient],
    ['low balance', MESSAGES.insufficient],
    ['no_prompts_available', MESSAGES.noPrompts],
    ['no wordsets here', MESSAGES.noPhrasesets],
    ['no_phrasesets_available', MESSAGES.noPhrasesets],
    ['invalid_phrase', MESSAGES.invalidPhrase],
    ['Invalid word XYZZY', MESSAGES.invalidPhrase],
    ['duplicate_phrase', MESSAGES.duplicatePhrase],
    ['email_taken', MESSAGES.emailTaken],
    ['username_generation_failed', MESSAGES.usernameGeneration],
    ['already_claimed_today', MESSAGES.alreadyClaimedToday],
    ['not_eligible', MESSAGES.notEligible],
  ])('%s -> its message', (text, expected) => {
    expect(messageFor(err(text))).toBe(expected);
  });

  it('matches the API code as well as the message', () => {
    expect(messageFor(err('Word XYZZY is not in the dictionary', 400, 'invalid_phrase'))).toBe(
      MESSAGES.invalidPhrase,
    );
  });

  it('accepts a plain string', () => {
    expect(messageFor('fetch failed')).toBe(MESSAGES.network);
  });
});

describe('status rows and defaults', () => {
  it('5xx means the servers are busy', () => {
    expect(messageFor(err('Internal Server Error', 503))).toBe(MESSAGES.serverBusy);
  });
  it('an unreachable backend (status 0, no keyword)', () => {
    expect(messageFor(err('connect ECONNREFUSED', 0))).toBe(MESSAGES.backendUnreachable);
  });
  it('uses the server detail when present', () => {
    expect(messageFor(err('Prompt library is empty', 400))).toBe('Prompt library is empty');
  });
  it('429 and 401 defaults when the server said nothing', () => {
    expect(messageFor(err('', 429))).toBe(MESSAGES.rateLimitDefault);
    expect(messageFor(err('', 401))).toBe(MESSAGES.unauthorizedDefault);
  });
  it('a bare code is not shown as text: generic fallback', () => {
    expect(messageFor(err('weird_code', 400))).toBe(MESSAGES.generic);
    expect(MESSAGES.generic).toBe(
      'Something went wrong. Please try again, and contact support if the problem continues.',
    );
  });
  it('a caller fallback replaces the generic text', () => {
    expect(messageFor(err('', 400), SCREEN_MESSAGES.startPrompt)).toBe(
      'Unable to start prompt round. Please try again.',
    );
  });
  it('serverDetail keeps human text only', () => {
    expect(serverDetail(err("Word 'XYZZY' is not in the dictionary"))).toBe(
      "Word 'XYZZY' is not in the dictionary",
    );
    expect(serverDetail(err('invalid_phrase'))).toBeNull();
  });
  it("an error answer that was not the API's shows the app's words, not main's note on it", () => {
    const foreign = err("HTTP 404 without the API's error detail", 404, 'bad_response');
    expect(serverDetail(foreign)).toBeNull();
    expect(messageFor(foreign)).toBe(MESSAGES.generic);
    expect(withAction('login', foreign, FALLBACKS.login)).toBe(FALLBACKS.login);
  });
});

describe('action prefixes and fallbacks', () => {
  it('lists all eleven prefixes of the spec', () => {
    expect(Object.values(ACTION_PREFIXES)).toEqual([
      'Unable to log in',
      'Unable to create account',
      'Unable to start prompt round',
      'Unable to start copy round',
      'Unable to start vote round',
      'Unable to submit your phrase',
      'Unable to submit your vote',
      'Unable to claim daily bonus',
      'Unable to claim prize',
      'Unable to load dashboard',
      'Unable to load your past rounds',
    ]);
  });
  it('prefixes the message', () => {
    expect(withAction('login', err('invalid_credentials', 401))).toBe(
      `Unable to log in: ${MESSAGES.credentials}`,
    );
    expect(withAction('loadDashboard', err('boom', 500))).toBe(
      `Unable to load dashboard: ${MESSAGES.serverBusy}`,
    );
  });
  it('falls back to the whole sentence when nothing is known', () => {
    expect(withAction('register', err('', 400), FALLBACKS.register)).toBe(
      'Unable to create your account. Please try again or contact support if the problem persists.',
    );
    expect(withAction('login', err('', 400), FALLBACKS.login)).toBe(
      'Login failed. Please check your email and password, or create a new account.',
    );
  });
});

describe('screen-specific messages', () => {
  it('has the exact texts of the spec', () => {
    expect(SCREEN_MESSAGES.promptSubmit).toBe(
      'Unable to submit your phrase. Please check your connection and try again.',
    );
    expect(SCREEN_MESSAGES.copySubmit).toBe(
      'Unable to submit your phrase. The round may have expired or there may be a connection issue.',
    );
    expect(SCREEN_MESSAGES.vote).toBe(
      'Unable to submit your vote. The round may have expired or someone else may have already voted.',
    );
    expect(SCREEN_MESSAGES.resultsLoad).toBe(
      'Unable to load the results for this round. It may still be in progress or no longer available.',
    );
    expect(SCREEN_MESSAGES.questsLoadTitle).toBe('Failed to Load Quests');
    expect(SCREEN_MESSAGES.statisticsLoad).toBe('Failed to load statistics. Please try again.');
    expect(SCREEN_MESSAGES.resetTutorial).toBe('Failed to reset tutorial');
    expect(SCREEN_MESSAGES.adminPasswordWrong).toBe('Incorrect admin password');
    expect(SCREEN_MESSAGES.adminPasswordFailed).toBe('Failed to verify password');
    expect(SCREEN_MESSAGES.adminConfig).toBe('Failed to load configuration');
  });
});

describe('toast categories', () => {
  it.each([
    ['network down', 'network', true],
    ['invalid_token', 'auth', false],
    ['insufficient_balance', 'game', false],
    ['email_taken', 'account', false],
    ['not_eligible', 'rewards', false],
    ['mystery', 'default', false],
  ] as const)('%s -> %s', (text, category, retryable) => {
    const described = describeError(err(text));
    expect(described.category).toBe(category);
    expect(described.retryable).toBe(retryable);
  });
  it('has the titles of the spec', () => {
    expect(TOAST_TITLES).toEqual({
      network: 'Connection Issue',
      auth: 'Authentication Required',
      game: 'Game Issue',
      account: 'Account Issue',
      rewards: 'Rewards',
      default: 'Error',
    });
  });
});

describe('logout on auth failures', () => {
  it('logs out when the message mentions session or login', () => {
    expect(shouldLogout(err('invalid_token', 401))).toBe(true);
    expect(shouldLogout(err('', 401))).toBe(true);
  });
  it('not for a wrong password or a game refusal', () => {
    expect(shouldLogout(err('invalid_credentials', 401))).toBe(false);
    expect(shouldLogout(err('insufficient_balance', 400))).toBe(false);
  });
});

describe('codes of the error contract', () => {
  it.each([...ERROR_CODES, ...APP_ERROR_CODES])('places %s in the catalogue', (code) => {
    expect(rowForCode(code)).not.toBeUndefined();
  });

  it('picks the row by the code, never by words that happen to be in the message', () => {
    expect(messageFor(err('Your balance is too low to vote', 400, 'already_voted'))).toBe(
      'Your balance is too low to vote',
    );
    expect(messageFor(err('Check the password field', 401, 'invalid_token'))).toBe(
      MESSAGES.session,
    );
    expect(messageFor(err('The round is gone', 404, 'round_not_found'))).toBe(MESSAGES.expired);
  });
});
