// THE endpoint table: every call of the API (docs/api.md), written once. The server registers its
// routes from it (a handler per entry) and publishes it as OpenAPI; the desktop app builds its
// calls from it and checks every answer against the entry's `answer` schema.
import { z } from 'zod';
import { AdminConfig, ValidatePasswordRequest, ValidatePasswordResponse } from './admin';
import {
  HealthResponse,
  LoginRequest,
  RefreshRequest,
  RegisterRequest,
  RegisterResponse,
  SuggestUsernameResponse,
  TokenResponse,
} from './auth';
import { IdParams, RoundIdParams } from './common';
import { DashboardResponse } from './dashboard';
import type { ErrorCode } from './errors';
import {
  AnnouncedResultsResponse,
  ClaimResponse,
  PendingResultsResponse,
  PhrasesetDetails,
  PhrasesetListQuery,
  PhrasesetListResponse,
  PhrasesetSummary,
  ResultsResponse,
  UnclaimedResultsResponse,
  VoteRequest,
  VoteResponse,
} from './phrasesets';
import { DailyBonusResponse, Player } from './player';
import { Quest, QuestClaimResponse, QuestListResponse } from './quests';
import {
  CurrentRound,
  FeedbackRequest,
  FeedbackResponse,
  GetFeedbackResponse,
  RoundAvailability,
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
  SubmitPhraseRequest,
  SubmitPhraseResponse,
} from './rounds';
import { StatisticsResponse } from './statistics';
import { TutorialProgressRequest, TutorialProgressResponse, TutorialStatus } from './tutorial';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path parameters as `:name`, relative to the server's base path. */
  path: string;
  /** The OpenAPI tag and summary. */
  tag: string;
  summary: string;
  /** Callable without a bearer token. */
  public?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The success status: 200 unless said. */
  status?: 201 | 204;
  answer: z.ZodType;
  /**
   * The refusals particular to this call; `errorCodes()` adds those every call of its kind can
   * answer (authentication, rate limits, malformed input).
   */
  errors: readonly ErrorCode[];
}

const ROUND_START: readonly ErrorCode[] = ['insufficient_balance', 'already_in_round'];
const OWN_PROMPT_ROUND: readonly ErrorCode[] = [
  'round_not_found',
  'not_your_round',
  'feedback_needs_prompt_round',
];
const CONTRIBUTED_SET: readonly ErrorCode[] = ['phraseset_not_found', 'not_a_contributor'];

export const ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/health',
    tag: 'health',
    summary: 'Liveness with a database round trip',
    public: true,
    answer: HealthResponse,
    errors: ['database_unavailable'],
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Log in with email and password',
    public: true,
    body: LoginRequest,
    answer: TokenResponse,
    errors: ['login_incomplete', 'invalid_credentials'],
  },
  suggestUsername: {
    method: 'GET',
    path: '/auth/suggest-username',
    tag: 'auth',
    summary: 'A free username to propose on the sign-up form',
    public: true,
    answer: SuggestUsernameResponse,
    errors: ['username_generation_failed'],
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    tag: 'auth',
    summary: 'Rotate the refresh token (from the body, else the cookie) for a new pair',
    public: true,
    body: RefreshRequest,
    answer: TokenResponse,
    errors: ['invalid_token'],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Revoke the session of the refresh token (body or cookie) and clear the cookie',
    public: true,
    body: RefreshRequest,
    status: 204,
    answer: z.null().describe('Logged out'),
    errors: [],
  },
  register: {
    method: 'POST',
    path: '/player',
    tag: 'player',
    summary: 'Create an account (username optional) and sign in',
    public: true,
    body: RegisterRequest,
    status: 201,
    answer: RegisterResponse,
    errors: [
      'email_missing',
      'email_malformed',
      'password_missing',
      'password_too_short',
      'password_too_long',
      'email_taken',
      'username_generation_failed',
    ],
  },
  balance: {
    method: 'GET',
    path: '/player/balance',
    tag: 'player',
    summary: 'The signed-in player, with balance and daily bonus availability',
    answer: Player,
    errors: [],
  },
  claimDailyBonus: {
    method: 'POST',
    path: '/player/claim-daily-bonus',
    tag: 'player',
    summary: 'Claim the daily bonus (once per UTC day, from 24 hours after sign-up)',
    answer: DailyBonusResponse,
    errors: ['not_eligible', 'already_claimed_today'],
  },
  currentRound: {
    method: 'GET',
    path: '/player/current-round',
    tag: 'player',
    summary: 'Your active round (all fields null when none)',
    answer: CurrentRound,
    errors: [],
  },
  pendingResults: {
    method: 'GET',
    path: '/player/pending-results',
    tag: 'player',
    summary: 'Finalized sets you contributed to, newest first',
    answer: PendingResultsResponse,
    errors: [],
  },
  announceResults: {
    method: 'POST',
    path: '/player/results/announce',
    tag: 'player',
    summary:
      'Take your results to announce: finalized, not viewed, and not announced before (each is answered once)',
    answer: AnnouncedResultsResponse,
    errors: [],
  },
  phrasesets: {
    method: 'GET',
    path: '/player/phrasesets',
    tag: 'player',
    summary: 'Your past rounds as prompt author or copier, filtered and paged',
    query: PhrasesetListQuery,
    answer: PhrasesetListResponse,
    errors: [],
  },
  phrasesetsSummary: {
    method: 'GET',
    path: '/player/phrasesets/summary',
    tag: 'player',
    summary: 'Counts of your sets in progress and finalized',
    answer: PhrasesetSummary,
    errors: [],
  },
  unclaimedResults: {
    method: 'GET',
    path: '/player/unclaimed-results',
    tag: 'player',
    summary: 'Finalized results you have not claimed yet',
    answer: UnclaimedResultsResponse,
    errors: [],
  },
  dashboard: {
    method: 'GET',
    path: '/player/dashboard',
    tag: 'player',
    summary: 'Everything the dashboard shows, in one round trip',
    answer: DashboardResponse,
    errors: [],
  },
  statistics: {
    method: 'GET',
    path: '/player/statistics',
    tag: 'player',
    summary: 'Rounds, win rates, earnings and costs, activity and best phrases',
    answer: StatisticsResponse,
    errors: [],
  },
  tutorialStatus: {
    method: 'GET',
    path: '/player/tutorial/status',
    tag: 'tutorial',
    summary: 'Where the player is in the tutorial',
    answer: TutorialStatus,
    errors: [],
  },
  tutorialProgress: {
    method: 'POST',
    path: '/player/tutorial/progress',
    tag: 'tutorial',
    summary: 'Store a tutorial step (start, next, back, pause, skip and finish all use it)',
    body: TutorialProgressRequest,
    answer: TutorialProgressResponse,
    errors: [],
  },
  tutorialReset: {
    method: 'POST',
    path: '/player/tutorial/reset',
    tag: 'tutorial',
    summary: 'Start the tutorial over',
    answer: TutorialStatus,
    errors: [],
  },
  roundsAvailable: {
    method: 'GET',
    path: '/rounds/available',
    tag: 'rounds',
    summary: 'Which rounds the player can start now, with costs',
    answer: RoundAvailability,
    errors: [],
  },
  startPrompt: {
    method: 'POST',
    path: '/rounds/prompt',
    tag: 'rounds',
    summary: 'Start a prompt round (charges prompt_cost)',
    answer: StartPromptResponse,
    errors: [...ROUND_START, 'max_outstanding_quips'],
  },
  startCopy: {
    method: 'POST',
    path: '/rounds/copy',
    tag: 'rounds',
    summary: 'Start a copy round on the oldest waiting prompt',
    answer: StartCopyResponse,
    errors: [...ROUND_START, 'no_prompts_available'],
  },
  startVote: {
    method: 'POST',
    path: '/rounds/vote',
    tag: 'rounds',
    summary: 'Start a vote round on the highest-priority set',
    answer: StartVoteResponse,
    errors: [...ROUND_START, 'no_phrasesets_available'],
  },
  submitPhrase: {
    method: 'POST',
    path: '/rounds/:round_id/submit',
    tag: 'rounds',
    summary: 'Submit the phrase of a prompt or copy round',
    params: RoundIdParams,
    body: SubmitPhraseRequest,
    answer: SubmitPhraseResponse,
    errors: [
      'round_not_found',
      'not_your_round',
      'vote_round_needs_vote_call',
      'already_submitted',
      'expired',
      'invalid_phrase',
      'duplicate_phrase',
    ],
  },
  giveFeedback: {
    method: 'POST',
    path: '/rounds/:round_id/feedback',
    tag: 'rounds',
    summary: 'Like or dislike the prompt of your prompt round',
    params: RoundIdParams,
    body: FeedbackRequest,
    answer: FeedbackResponse,
    errors: OWN_PROMPT_ROUND,
  },
  getFeedback: {
    method: 'GET',
    path: '/rounds/:round_id/feedback',
    tag: 'rounds',
    summary: 'Your feedback on the prompt of your prompt round (404 when none)',
    params: RoundIdParams,
    answer: GetFeedbackResponse,
    errors: [...OWN_PROMPT_ROUND, 'feedback_not_found'],
  },
  vote: {
    method: 'POST',
    path: '/phrasesets/:id/vote',
    tag: 'phrasesets',
    summary: 'Vote in your vote round on this set',
    params: IdParams,
    body: VoteRequest,
    answer: VoteResponse,
    errors: [
      'phraseset_not_found',
      'round_not_found',
      'already_voted',
      'invalid_phrase',
      'expired',
    ],
  },
  phrasesetDetails: {
    method: 'GET',
    path: '/phrasesets/:id/details',
    tag: 'phrasesets',
    summary: 'A set you contributed to (or its prompt round, before it forms), with its timeline',
    params: IdParams,
    answer: PhrasesetDetails,
    errors: CONTRIBUTED_SET,
  },
  phrasesetResults: {
    method: 'GET',
    path: '/phrasesets/:id/results',
    tag: 'phrasesets',
    summary: 'Results of a finalized set you contributed to',
    params: IdParams,
    answer: ResultsResponse,
    errors: [...CONTRIBUTED_SET, 'not_finalized'],
  },
  claimPhraseset: {
    method: 'POST',
    path: '/phrasesets/:id/claim',
    tag: 'phrasesets',
    summary: 'Mark a finalized result as seen (its coins were paid at finalization)',
    params: IdParams,
    answer: ClaimResponse,
    errors: [...CONTRIBUTED_SET, 'not_finalized'],
  },
  quests: {
    method: 'GET',
    path: '/quests',
    tag: 'quests',
    summary: "The player's quests with counts per status",
    answer: QuestListResponse,
    errors: [],
  },
  activeQuests: {
    method: 'GET',
    path: '/quests/active',
    tag: 'quests',
    summary: 'Quests still in progress',
    answer: z.array(Quest),
    errors: [],
  },
  claimableQuests: {
    method: 'GET',
    path: '/quests/claimable',
    tag: 'quests',
    summary: 'Completed quests whose reward waits to be claimed',
    answer: z.array(Quest),
    errors: [],
  },
  quest: {
    method: 'GET',
    path: '/quests/:id',
    tag: 'quests',
    summary: 'One quest of the player',
    params: IdParams,
    answer: Quest,
    errors: ['quest_not_found'],
  },
  claimQuest: {
    method: 'POST',
    path: '/quests/:id/claim',
    tag: 'quests',
    summary: 'Claim a completed quest: pays its reward once and unlocks the next tier',
    params: IdParams,
    answer: QuestClaimResponse,
    errors: ['quest_not_found', 'quest_not_completed', 'quest_already_claimed'],
  },
  validateAdminPassword: {
    method: 'POST',
    path: '/admin/validate-password',
    tag: 'admin',
    summary: 'Check the admin password (signed-in players only; rate-limited)',
    body: ValidatePasswordRequest,
    answer: ValidatePasswordResponse,
    errors: [],
  },
  adminConfig: {
    method: 'GET',
    path: '/admin/config',
    tag: 'admin',
    summary: 'The 31 game settings, read-only',
    answer: AdminConfig,
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
export type EndpointOf<N extends EndpointName> = (typeof ENDPOINTS)[N];

/** What a successful call answers, as the client receives it. */
export type EndpointAnswer<N extends EndpointName> = z.output<EndpointOf<N>['answer']>;

type Part<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: z.ZodType }
  ? z.input<E[K]>
  : undefined;

/** The table seen through each entry's name, so that a generic name finds its own answer's schema. */
const ANSWERS: { [N in EndpointName]: { answer: z.ZodType<EndpointAnswer<N>> } } = ENDPOINTS;

export function answerSchema<N extends EndpointName>(name: N): z.ZodType<EndpointAnswer<N>> {
  return ANSWERS[name].answer;
}

/** What a client sends: the path parameters, the query and the body, each when the call has one. */
export interface EndpointRequest<N extends EndpointName> {
  params: Part<EndpointOf<N>, 'params'>;
  query: Part<EndpointOf<N>, 'query'>;
  body: Part<EndpointOf<N>, 'body'>;
}

/** Every code the call can answer: its own, then those of any call of its kind. */
export function errorCodes(endpoint: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors);
  if (!endpoint.public) {
    codes.add('not_authenticated');
    codes.add('invalid_token');
  }
  codes.add('rate_limited');
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('invalid_input');
  if (endpoint.body) {
    for (const code of ['malformed_json', 'nul_character', 'payload_too_large'] as const)
      codes.add(code);
    codes.add('unsupported_media_type');
  }
  return [...codes];
}

/** The path with its `:name` parameters filled in, each URL-encoded. */
export function endpointPath(endpoint: Endpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([a-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
