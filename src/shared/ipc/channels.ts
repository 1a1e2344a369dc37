// The IPC contract between the renderer and the main process, written once. Each channel
// names the zod schema its argument must satisfy (the main process validates every message
// from the renderer against it and refuses anything else) and, in `IpcResults`, its result.
import { z } from 'zod';
import {
  FeedbackType,
  Id,
  LoginRequest,
  PhrasesetListQuery,
  RegisterRequest,
  TutorialProgressValue,
} from '../api';

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
  'session:login': LoginRequest,
  'session:register': RegisterRequest,
  'session:logout': None,
  'auth:suggestUsername': None,
  health: None,
  // Player
  'player:balance': None,
  'player:claimDailyBonus': None,
  'player:currentRound': None,
  'player:pendingResults': None,
  'player:phrasesets': PhrasesetListQuery.partial(),
  'player:phrasesetsSummary': None,
  'player:unclaimedResults': None,
  'player:dashboard': None,
  'player:statistics': None,
  'tutorial:status': None,
  'tutorial:progress': z.object({ progress: TutorialProgressValue }),
  'tutorial:reset': None,
  // Rounds
  'rounds:available': None,
  'rounds:startPrompt': None,
  'rounds:startCopy': None,
  'rounds:startVote': None,
  'rounds:submit': z.object({ roundId: Id, phrase: z.string().max(1000) }),
  'rounds:setFeedback': z.object({ roundId: Id, feedbackType: FeedbackType }),
  'rounds:getFeedback': z.object({ roundId: Id }),
  // Phrase sets
  'phrasesets:vote': z.object({ id: Id, phrase: z.string().max(1000) }),
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
  'admin:validatePassword': z.object({ password: z.string().max(1024) }),
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
  // Updates of the app itself
  'app:updateStatus': None,
  /** Asks the update feed now; answers once the check is done (a download may go on). */
  'app:checkForUpdates': None,
  /** Quits and installs the downloaded update; refused unless one is ready. */
  'app:installUpdate': None,
} as const;

export type IpcChannel = keyof typeof IPC_CHANNELS;
export type IpcArgs<C extends IpcChannel> = z.input<(typeof IPC_CHANNELS)[C]>;
