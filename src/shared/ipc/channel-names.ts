// The channel names alone, without their zod schemas: the sandboxed preload needs the list at
// run time but cannot load zod (a sandboxed preload may only require `electron`). The type check
// below keeps this list and `IPC_CHANNELS` identical.
import type { IpcChannel } from './channels';

export const IPC_CHANNEL_NAMES = [
  'session:get',
  'session:login',
  'session:register',
  'session:logout',
  'auth:suggestUsername',
  'health',
  'player:balance',
  'player:claimDailyBonus',
  'player:currentRound',
  'player:pendingResults',
  'player:phrasesets',
  'player:phrasesetsSummary',
  'player:unclaimedResults',
  'player:dashboard',
  'player:statistics',
  'tutorial:status',
  'tutorial:progress',
  'tutorial:reset',
  'rounds:available',
  'rounds:startPrompt',
  'rounds:startCopy',
  'rounds:startVote',
  'rounds:submit',
  'rounds:setFeedback',
  'rounds:getFeedback',
  'phrasesets:vote',
  'phrasesets:results',
  'phrasesets:details',
  'phrasesets:claim',
  'quests:list',
  'quests:active',
  'quests:claimable',
  'quests:get',
  'quests:claim',
  'admin:validatePassword',
  'admin:config',
  'app:getSettings',
  'app:setSettings',
  'app:openExternal',
  'app:focusWindow',
  'app:watchPhraseset',
  'app:refreshDashboard',
] as const satisfies readonly IpcChannel[];

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const channelNamesAreComplete: Exact<(typeof IPC_CHANNEL_NAMES)[number], IpcChannel> = true;
