import type * as Api from '../api';
import type { AppSettings, IpcChannel } from './channels';
import type { UpdateStatus } from './events';

/** What the renderer knows about the signed-in player's session. */
export interface SessionInfo {
  username: string;
  playerId: string;
}

/** Errors come back as values, never as thrown strings. */
export interface IpcError {
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  /** The API error code when the server sent one (e.g. `insufficient_balance`). */
  code: string | null;
  /** The server's human message when it sent one, else a short description. */
  message: string;
}

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError };

export interface IpcResults {
  'session:get': SessionInfo | null;
  'session:login': SessionInfo;
  'session:register': SessionInfo & { balance: number; message: string };
  'session:logout': null;
  'auth:suggestUsername': Api.SuggestUsernameResponse;
  health: Api.HealthResponse;
  'player:balance': Api.Player;
  'player:claimDailyBonus': Api.DailyBonusResponse;
  'player:currentRound': Api.CurrentRound;
  'player:pendingResults': Api.PendingResultsResponse;
  'player:phrasesets': Api.PhrasesetListResponse;
  'player:phrasesetsSummary': Api.PhrasesetSummary;
  'player:unclaimedResults': Api.UnclaimedResultsResponse;
  'player:dashboard': Api.DashboardResponse;
  'player:statistics': Api.StatisticsResponse;
  'tutorial:status': Api.TutorialStatus;
  'tutorial:progress': Api.TutorialProgressResponse;
  'tutorial:reset': Api.TutorialStatus;
  'rounds:available': Api.RoundAvailability;
  'rounds:startPrompt': Api.StartPromptResponse;
  'rounds:startCopy': Api.StartCopyResponse;
  'rounds:startVote': Api.StartVoteResponse;
  'rounds:submit': Api.SubmitPhraseResponse;
  'rounds:setFeedback': Api.FeedbackResponse;
  'rounds:getFeedback': Api.GetFeedbackResponse;
  'phrasesets:vote': Api.VoteResponse;
  'phrasesets:results': Api.ResultsResponse;
  'phrasesets:details': Api.PhrasesetDetails;
  'phrasesets:claim': Api.ClaimResponse;
  'quests:list': Api.QuestListResponse;
  'quests:active': Api.Quest[];
  'quests:claimable': Api.Quest[];
  'quests:get': Api.Quest;
  'quests:claim': Api.QuestClaimResponse;
  'admin:validatePassword': Api.ValidatePasswordResponse;
  'admin:config': Api.AdminConfig;
  'app:getSettings': AppSettings;
  'app:setSettings': AppSettings;
  'app:openExternal': null;
  'app:focusWindow': null;
  'app:watchPhraseset': null;
  'app:refreshDashboard': null;
  'app:updateStatus': UpdateStatus;
  'app:checkForUpdates': UpdateStatus;
  'app:installUpdate': null;
}

// Compile-time check that every channel has a result type and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const contractIsComplete: Exact<keyof IpcResults, IpcChannel> = true;
