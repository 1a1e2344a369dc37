// The IPC contract between the renderer and the main process, written once. Each channel
// names the zod schema its argument must satisfy (the main process validates every message
// from the renderer against it and refuses anything else) and, in `IpcResults`, its result:
// a channel that is one call of the API takes the table's schemas for what it sends, and answers
// what the endpoint table says that call answers.
import { z } from 'zod';
import { ENDPOINTS, Id, type EndpointAnswer, type EndpointName } from '../api';
import type { ErrorCode } from '../api/errors';
import type { UpdateStatus } from './events';

const None = z.undefined();
const WithId = z.object({ id: Id });

export const AppSettings = z.object({
  /** Game server address (http or https); empty means the embedded server. */
  serverUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]),
  notificationsEnabled: z.boolean(),
});
export type AppSettings = z.infer<typeof AppSettings>;

export const IPC_CHANNELS = {
  // Session
  'session:get': None,
  'session:login': ENDPOINTS.login.body,
  'session:register': ENDPOINTS.register.body,
  'session:logout': None,
  'auth:suggestUsername': None,
  health: None,
  // Player
  'player:balance': None,
  'player:claimDailyBonus': None,
  'player:currentRound': None,
  'player:pendingResults': None,
  'player:phrasesets': ENDPOINTS.phrasesets.query.partial(),
  'player:phrasesetsSummary': None,
  'player:unclaimedResults': None,
  'player:dashboard': None,
  'player:statistics': None,
  'tutorial:status': None,
  'tutorial:progress': ENDPOINTS.tutorialProgress.body,
  'tutorial:reset': None,
  // Rounds
  'rounds:available': None,
  'rounds:startPrompt': None,
  'rounds:startCopy': None,
  'rounds:startVote': None,
  'rounds:submit': z.object({ roundId: Id, phrase: ENDPOINTS.submitPhrase.body.shape.phrase }),
  'rounds:setFeedback': z.object({
    roundId: Id,
    feedbackType: ENDPOINTS.giveFeedback.body.shape.feedback_type,
  }),
  'rounds:getFeedback': z.object({ roundId: Id }),
  // Phrase sets
  'phrasesets:vote': z.object({ id: Id, phrase: ENDPOINTS.vote.body.shape.phrase }),
  'phrasesets:results': WithId,
  'phrasesets:details': WithId,
  'phrasesets:claim': WithId,
  // Quests
  'quests:list': None,
  'quests:active': None,
  'quests:claimable': None,
  'quests:get': WithId,
  'quests:claim': WithId,
  // Admin
  'admin:validatePassword': ENDPOINTS.validateAdminPassword.body,
  'admin:config': None,
  // App actions
  'app:getSettings': None,
  'app:setSettings': AppSettings.partial(),
  'app:openExternal': z.object({ url: z.string().url().max(2048) }),
  'app:focusWindow': None,
  /** Start polling one phrase set's details (the tracking detail panel); null stops it. */
  'app:watchPhraseset': z.object({ id: Id.nullable() }),
  /** Ask for an immediate dashboard refresh (after a round start, claim, or result load). */
  'app:refreshDashboard': None,
  /**
   * The game server's clock minus this machine's, learnt from its answers: round deadlines are
   * counted against it (docs/product.md#timings-and-limits).
   */
  'app:serverClock': None,
  // Updates of the app itself
  'app:updateStatus': None,
  /** Asks the update feed now; answers once the check is done (a download may go on). */
  'app:checkForUpdates': None,
  /** Quits and installs the downloaded update; refused unless one is ready. */
  'app:installUpdate': None,
} as const;

export type IpcChannel = keyof typeof IPC_CHANNELS;
export type IpcArgs<C extends IpcChannel> = z.input<(typeof IPC_CHANNELS)[C]>;

/** The channels that are one call of the API, each with the entry of the endpoint table it makes. */
export const API_CHANNELS = {
  'auth:suggestUsername': 'suggestUsername',
  health: 'health',
  'player:balance': 'balance',
  'player:claimDailyBonus': 'claimDailyBonus',
  'player:currentRound': 'currentRound',
  'player:pendingResults': 'pendingResults',
  'player:phrasesets': 'phrasesets',
  'player:phrasesetsSummary': 'phrasesetsSummary',
  'player:unclaimedResults': 'unclaimedResults',
  'player:dashboard': 'dashboard',
  'player:statistics': 'statistics',
  'tutorial:status': 'tutorialStatus',
  'tutorial:progress': 'tutorialProgress',
  'tutorial:reset': 'tutorialReset',
  'rounds:available': 'roundsAvailable',
  'rounds:startPrompt': 'startPrompt',
  'rounds:startCopy': 'startCopy',
  'rounds:startVote': 'startVote',
  'rounds:submit': 'submitPhrase',
  'rounds:setFeedback': 'giveFeedback',
  'rounds:getFeedback': 'getFeedback',
  'phrasesets:vote': 'vote',
  'phrasesets:results': 'phrasesetResults',
  'phrasesets:details': 'phrasesetDetails',
  'phrasesets:claim': 'claimPhraseset',
  'quests:list': 'quests',
  'quests:active': 'activeQuests',
  'quests:claimable': 'claimableQuests',
  'quests:get': 'quest',
  'quests:claim': 'claimQuest',
  'admin:validatePassword': 'validateAdminPassword',
  'admin:config': 'adminConfig',
} as const satisfies Partial<Record<IpcChannel, EndpointName>>;
export type ApiChannel = keyof typeof API_CHANNELS;

/** What the renderer knows about the signed-in player's session. */
export interface SessionInfo {
  username: string;
  playerId: string;
}

/** Codes of failures the app itself finds, beside the server's (shared/api/errors.ts). */
export const APP_ERROR_CODES = [
  /** The renderer sent an unknown channel or arguments its schema refuses. */
  'invalid_request',
  /** The call needs a session and there is none. */
  'not_signed_in',
  /** The message came from a frame that is not the app's own page. */
  'untrusted_sender',
  /**
   * The server answered 2xx with a body the endpoint table does not allow, or an error without
   * the API's `detail`: the app shows its own words for it, never the answer's.
   */
  'bad_response',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** Errors come back as values, never as thrown strings. */
export interface IpcError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /**
   * A code of the server's error contract or of the app's own failures, when there is one:
   * `null` when the failure has only words (a network error, a refusal docs/api.md gives in words).
   */
  code: ErrorCode | AppErrorCode | null;
  /** The server's human message when it sent one, else a short description. */
  message: string;
}

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

/** What each channel answers: the endpoint's answer for API calls, the rest answered in main. */
export type IpcResults = { [C in ApiChannel]: EndpointAnswer<(typeof API_CHANNELS)[C]> } & {
  'session:get': SessionInfo | null;
  'session:login': SessionInfo;
  'session:register': SessionInfo & { balance: number; message: string };
  'session:logout': null;
  'app:getSettings': AppSettings;
  'app:setSettings': AppSettings;
  'app:openExternal': null;
  'app:focusWindow': null;
  'app:watchPhraseset': null;
  'app:refreshDashboard': null;
  'app:serverClock': { offset_ms: number };
  'app:updateStatus': UpdateStatus;
  'app:checkForUpdates': UpdateStatus;
  'app:installUpdate': null;
};

// Compile-time check that every channel has a result type and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const contractIsComplete: Exact<keyof IpcResults, IpcChannel> = true;
