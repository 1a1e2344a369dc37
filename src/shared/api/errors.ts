// THE error contract of the API: every refusal the server raises has one of these codes, its
// HTTP status and its message. The wire format is that of docs/api.md#errors and does not change with it:
// `{"detail": "<code>"}`, `{"detail": {"error": "<code>", "message": "..."}}` for phrase and vote
// submissions, and `{"detail": "<message>"}` for the refusals docs/api.md answers in words (the
// sign-up and login texts of the product spec, malformed bodies), marked `inWords` here.

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account-rules';

interface ErrorSpec {
  status: number;
  message: string;
  /** The wire carries the message instead of the code (clients written to docs/api.md show it). */
  inWords?: true;
}

export const ERRORS = {
  // The codes docs/api.md#error-codes lists as those the app keys on.
  insufficient_balance: { status: 400, message: 'Not enough coins for this.' },
  already_in_round: { status: 400, message: 'You already have an active round.' },
  max_outstanding_quips: { status: 400, message: 'Too many of your prompts are still open.' },
  no_prompts_available: { status: 400, message: 'No prompt is waiting for a copy.' },
  no_phrasesets_available: { status: 400, message: 'No phrase set is waiting for votes.' },
  invalid_phrase: { status: 400, message: 'The phrase breaks the phrase rules.' },
  duplicate_phrase: { status: 400, message: 'The phrase repeats one already in the set.' },
  expired: { status: 400, message: 'The round has expired.' },
  already_submitted: { status: 409, message: 'This round has already been submitted.' },
  already_voted: { status: 409, message: 'You have already voted on this set.' },
  email_taken: { status: 409, message: 'An account with this email exists.' },
  username_generation_failed: { status: 409, message: 'No free username could be found.' },
  already_claimed_today: { status: 400, message: 'The daily bonus was claimed today.' },
  not_eligible: { status: 400, message: 'The account is too new for the daily bonus.' },
  invalid_credentials: { status: 401, message: 'Wrong email or password.' },
  invalid_token: { status: 401, message: 'The token is invalid, expired or revoked.' },
  rate_limited: { status: 429, message: 'Too many requests; see Retry-After.' },
  // Further codes the server answers with.
  not_authenticated: { status: 401, message: 'The call needs a bearer token.' },
  not_found: { status: 404, message: 'No such call.' },
  round_not_found: { status: 404, message: 'No such round.' },
  phraseset_not_found: { status: 404, message: 'No such phrase set.' },
  quest_not_found: { status: 404, message: 'No such quest of yours.' },
  feedback_not_found: { status: 404, message: 'You gave no feedback on this round.' },
  not_your_round: { status: 403, message: 'The round belongs to another player.' },
  not_a_contributor: { status: 403, message: 'You did not contribute to this set.' },
  not_finalized: { status: 400, message: 'The set is not finalized yet.' },
  quest_not_completed: { status: 400, message: 'The quest is not completed yet.' },
  quest_already_claimed: { status: 409, message: 'The quest reward was claimed already.' },
  bad_url: { status: 400, message: 'The URL is malformed.' },
  payload_too_large: { status: 413, message: 'The body is too large.' },
  uri_too_long: { status: 414, message: 'The URL is too long.' },
  unsupported_media_type: { status: 415, message: 'Bodies are JSON.' },
  internal_error: { status: 500, message: 'The server failed.' },
  database_unavailable: { status: 503, message: 'The database cannot be reached.' },
  // Refusals docs/api.md answers in words.
  feedback_needs_prompt_round: {
    status: 400,
    message: 'Feedback is given on prompt rounds only',
    inWords: true,
  },
  vote_round_needs_vote_call: {
    status: 400,
    message: 'Vote rounds are answered with POST /phrasesets/{id}/vote',
    inWords: true,
  },
  email_missing: { status: 422, message: 'Please provide an email address.', inWords: true },
  email_malformed: { status: 422, message: 'Please provide a valid email address.', inWords: true },
  password_missing: { status: 422, message: 'Please provide a password.', inWords: true },
  password_too_short: {
    status: 422,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    inWords: true,
  },
  password_too_long: {
    status: 422,
    message: `Password must be ${PASSWORD_MAX_LENGTH} characters or less.`,
    inWords: true,
  },
  login_incomplete: {
    status: 422,
    message: 'Please enter your email and password.',
    inWords: true,
  },
  malformed_json: { status: 422, message: 'Malformed JSON body', inWords: true },
  nul_character: { status: 422, message: 'Text may not contain NUL characters', inWords: true },
  /** A body, query or path that fails its schema; the wire carries the schema's complaints. */
  invalid_input: { status: 422, message: 'The request does not match its schema.', inWords: true },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as readonly ErrorCode[];

/** Codes that travel as themselves (`{"detail": "<code>"}` or a submission's `error`). */
export type WireCode = {
  [C in ErrorCode]: (typeof ERRORS)[C] extends { inWords: true } ? never : C;
}[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
}

/** A code a client can find on the wire: the answer in words carry none. */
export function isWireCode(value: unknown): value is WireCode {
  return isErrorCode(value) && !('inWords' in ERRORS[value]);
}
