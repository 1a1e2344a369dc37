// THE error catalogue (docs/product.md#error-messages), in one module: its rows, status defaults,
// action prefixes, fallbacks, screen-specific messages and toast categories. An error with a
// code picks its row by the code; only words without a code (a network failure, a refusal the
// server gives in words) are matched by the spec's keywords. Screens never write their own
// error texts; they pick from here.
import type { ErrorCode } from '../../../shared/api/errors';
import type { AppErrorCode, IpcError } from '../../../shared/ipc';

export type ErrorCategory = 'network' | 'auth' | 'game' | 'account' | 'rewards' | 'default';

interface CatalogueRow {
  /** Lower-case keywords; matched against the code and message with underscores as spaces. */
  keywords: readonly string[];
  message: string;
  category: ErrorCategory;
  retryable?: boolean;
}

export const MESSAGES = {
  network: 'Connection lost. Reconnecting...',
  timeout: 'The request took too long. Please check your connection and try again.',
  rateLimit: 'Too many requests. Please wait a moment before trying again.',
  rateLimitDefault: 'Rate limit exceeded. Please try again later.',
  session: 'Your session has expired. Please log in again to continue playing.',
  unauthorizedDefault: 'Unauthorized. Please login again.',
  credentials: 'Username or password is incorrect. Please double-check and try again.',
  expired: "This round has expired. Don't worry - you can start a new one right away!",
  alreadySubmitted: "You've already submitted for this round. Check your dashboard for results!",
  insufficient:
    'Not enough coins for this round. Claim your daily bonus or complete more rounds to earn coins.',
  noPrompts:
    'No prompts are available for copy rounds right now. Try creating a prompt round first!',
  noPhrasesets:
    'No phrase sets are available for voting. Try creating some prompts or copies first!',
  invalidPhrase: "That phrase isn't valid. Please try a different word or phrase.",
  duplicatePhrase: 'That phrase has already been used. Try something more creative!',
  emailTaken: 'This email is already registered. Try logging in instead, or use a different email.',
  usernameGeneration: "We couldn't generate a unique username. Please try again or enter your own.",
  alreadyClaimedToday:
    "You've already claimed your daily bonus today. Come back tomorrow for more!",
  notEligible: 'Daily bonus will be available tomorrow. New accounts need to wait 24 hours.',
  serverBusy: 'Our servers are temporarily busy. Please try again in a moment.',
  backendUnreachable: 'The backend server may be busy. Please check your connection and try again.',
  generic: 'Something went wrong. Please try again, and contact support if the problem continues.',
} as const;

// Order matters: the first row whose keyword appears wins (spec table order).
const CATALOGUE = [
  {
    keywords: ['network', 'fetch', 'err network'],
    message: MESSAGES.network,
    category: 'network',
    retryable: true,
  },
  { keywords: ['timeout'], message: MESSAGES.timeout, category: 'network' },
  {
    keywords: ['rate limit', 'too many requests'],
    message: MESSAGES.rateLimit,
    category: 'default',
  },
  { keywords: ['unauthorized', 'token', 'session'], message: MESSAGES.session, category: 'auth' },
  {
    keywords: ['invalid credentials', 'password'],
    message: MESSAGES.credentials,
    category: 'auth',
  },
  { keywords: ['expired', 'round not found'], message: MESSAGES.expired, category: 'game' },
  { keywords: ['already submitted'], message: MESSAGES.alreadySubmitted, category: 'game' },
  { keywords: ['insufficient', 'balance'], message: MESSAGES.insufficient, category: 'game' },
  { keywords: ['no prompts available'], message: MESSAGES.noPrompts, category: 'game' },
  { keywords: ['no wordsets', 'no phrasesets'], message: MESSAGES.noPhrasesets, category: 'game' },
  {
    keywords: ['invalid phrase', 'invalid word'],
    message: MESSAGES.invalidPhrase,
    category: 'game',
  },
  { keywords: ['duplicate phrase'], message: MESSAGES.duplicatePhrase, category: 'game' },
  { keywords: ['email taken'], message: MESSAGES.emailTaken, category: 'account' },
  { keywords: ['username generation'], message: MESSAGES.usernameGeneration, category: 'account' },
  {
    keywords: ['already claimed today'],
    message: MESSAGES.alreadyClaimedToday,
    category: 'rewards',
  },
  { keywords: ['not eligible'], message: MESSAGES.notEligible, category: 'rewards' },
] as const satisfies readonly CatalogueRow[];

type Row = (typeof CATALOGUE)[number];
const rowOf = (message: string): Row => {
  const row = CATALOGUE.find((candidate) => candidate.message === message);
  if (!row) throw new Error(`No catalogue row says: ${message}`);
  return row;
};

/**
 * The row of each code, or null when the catalogue has none for it (the status defaults and
 * the caller's fallback then decide). Typed over every code, so a new one must be placed here.
 */
const ROW_OF_CODE: Record<ErrorCode | AppErrorCode, string | null> = {
  insufficient_balance: MESSAGES.insufficient,
  already_in_round: null,
  max_outstanding_quips: null,
  no_prompts_available: MESSAGES.noPrompts,
  no_phrasesets_available: MESSAGES.noPhrasesets,
  invalid_phrase: MESSAGES.invalidPhrase,
  duplicate_phrase: MESSAGES.duplicatePhrase,
  expired: MESSAGES.expired,
  already_submitted: MESSAGES.alreadySubmitted,
  already_voted: null,
  email_taken: MESSAGES.emailTaken,
  username_generation_failed: MESSAGES.usernameGeneration,
  already_claimed_today: MESSAGES.alreadyClaimedToday,
  not_eligible: MESSAGES.notEligible,
  invalid_credentials: MESSAGES.credentials,
  invalid_token: MESSAGES.session,
  rate_limited: MESSAGES.rateLimit,
  not_authenticated: null,
  not_found: null,
  // The spec's "round not found" row: the round is gone, as after its expiry.
  round_not_found: MESSAGES.expired,
  phraseset_not_found: null,
  quest_not_found: null,
  feedback_not_found: null,
  not_your_round: null,
  not_a_contributor: null,
  not_finalized: null,
  quest_not_completed: null,
  quest_already_claimed: null,
  bad_url: null,
  payload_too_large: null,
  uri_too_long: null,
  unsupported_media_type: null,
  internal_error: null,
  database_unavailable: null,
  // Refusals the server gives in words reach the renderer without a code; listed for the type.
  feedback_needs_prompt_round: null,
  vote_round_needs_vote_call: null,
  email_missing: null,
  email_malformed: null,
  password_missing: null,
  password_too_short: null,
  password_too_long: null,
  login_incomplete: null,
  malformed_json: null,
  nul_character: null,
  invalid_input: null,
  invalid_request: null,
  not_signed_in: MESSAGES.session,
  untrusted_sender: null,
  bad_response: null,
};

/** The catalogue row of a code, null when it has none, undefined for a code it does not know. */
export function rowForCode(code: string): CatalogueRow | null | undefined {
  if (!isKnownCode(code)) return undefined;
  const message = ROW_OF_CODE[code];
  return message === null ? null : rowOf(message);
}

function isKnownCode(code: string): code is keyof typeof ROW_OF_CODE {
  return Object.hasOwn(ROW_OF_CODE, code);
}

export const ACTION_PREFIXES = {
  login: 'Unable to log in',
  register: 'Unable to create account',
  startPrompt: 'Unable to start prompt round',
  startCopy: 'Unable to start copy round',
  startVote: 'Unable to start vote round',
  submitPhrase: 'Unable to submit your phrase',
  submitVote: 'Unable to submit your vote',
  claimDailyBonus: 'Unable to claim daily bonus',
  claimPrize: 'Unable to claim prize',
  loadDashboard: 'Unable to load dashboard',
  loadPastRounds: 'Unable to load your past rounds',
} as const;
export type ErrorAction = keyof typeof ACTION_PREFIXES;

export const FALLBACKS = {
  register:
    'Unable to create your account. Please try again or contact support if the problem persists.',
  login: 'Login failed. Please check your email and password, or create a new account.',
} as const;

export const SCREEN_MESSAGES = {
  startPrompt: 'Unable to start prompt round. Please try again.',
  startCopy: 'Unable to start copy round. Please try again.',
  startVote: 'Unable to start vote round. Please try again.',
  promptSubmit: 'Unable to submit your phrase. Please check your connection and try again.',
  copySubmit:
    'Unable to submit your phrase. The round may have expired or there may be a connection issue.',
  vote: 'Unable to submit your vote. The round may have expired or someone else may have already voted.',
  resultsLoad:
    'Unable to load the results for this round. It may still be in progress or no longer available.',
  loadTracking: 'Unable to load your past rounds. Please try again.',
  loadDetails: 'Unable to load the details for this round. Please try again.',
  questsLoadTitle: 'Failed to Load Quests',
  statisticsLoad: 'Failed to load statistics. Please try again.',
  statisticsShort: 'Failed to load statistics',
  resetTutorial: 'Failed to reset tutorial',
  adminPasswordWrong: 'Incorrect admin password',
  adminPasswordFailed: 'Failed to verify password',
  adminConfig: 'Failed to load configuration',
} as const;

export const TOAST_TITLES: Record<ErrorCategory, string> = {
  network: 'Connection Issue',
  auth: 'Authentication Required',
  game: 'Game Issue',
  account: 'Account Issue',
  rewards: 'Rewards',
  default: 'Error',
};

export interface DescribedError {
  message: string;
  category: ErrorCategory;
  retryable: boolean;
}

type ErrorInput = IpcError | string;

function normalise(error: ErrorInput): IpcError {
  return typeof error === 'string' ? { status: -1, code: null, message: error } : error;
}

/** The row for an error: by its code when it has one, else by the spec's keywords in its words. */
function matchRow(error: IpcError): CatalogueRow | undefined {
  const byCode = error.code === null ? undefined : rowForCode(error.code);
  if (byCode !== undefined) return byCode ?? undefined;
  const text = error.message.toLowerCase().replace(/_/g, ' ');
  return CATALOGUE.find((row) => row.keywords.some((keyword) => text.includes(keyword)));
}

/**
 * A server message worth showing as is: human text, not a bare snake_case code, nor what main
 * wrote for its log about an answer that was not the API's.
 */
export function serverDetail(error: ErrorInput): string | null {
  const e = normalise(error);
  const message = e.message.trim();
  return message && e.code !== 'bad_response' && !/^[a-z0-9_]+$/.test(message) ? message : null;
}

/**
 * The friendly text for an error: a catalogue row, then the status rows, then the server's
 * own detail, then the status defaults, then the caller's fallback or the generic text.
 */
export function describeError(error: ErrorInput, fallback?: string): DescribedError {
  const e = normalise(error);
  const row = matchRow(e);
  if (row)
    return { message: row.message, category: row.category, retryable: row.retryable ?? false };
  if (e.status >= 500)
    return { message: MESSAGES.serverBusy, category: 'default', retryable: false };
  if (e.status === 0)
    return { message: MESSAGES.backendUnreachable, category: 'network', retryable: false };
  const detail = serverDetail(e);
  if (detail) return { message: detail, category: 'default', retryable: false };
  if (e.status === 429)
    return { message: MESSAGES.rateLimitDefault, category: 'default', retryable: false };
  if (e.status === 401)
    return { message: MESSAGES.unauthorizedDefault, category: 'auth', retryable: false };
  return { message: fallback ?? MESSAGES.generic, category: 'default', retryable: false };
}

export function messageFor(error: ErrorInput, fallback?: string): string {
  return describeError(error, fallback).message;
}

/**
 * 'Unable to log in: <message>' and the like. When nothing specific is known the action's
 * own fallback sentence (e.g. FALLBACKS.login) replaces the whole text.
 */
export function withAction(action: ErrorAction, error: ErrorInput, fallback?: string): string {
  const message = messageFor(error);
  if (message === MESSAGES.generic && fallback) return fallback;
  return `${ACTION_PREFIXES[action]}: ${message}`;
}

/** The product logs out when an auth failure's message mentions session or login. */
export function shouldLogout(error: ErrorInput): boolean {
  const message = messageFor(error).toLowerCase();
  return message.includes('session') || message.includes('login');
}
