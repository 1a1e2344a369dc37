// How each IPC channel that is one call of the API turns its checked arguments into that call's
// path parameters, query and body. Which call it is, its method, path and answer come from the
// endpoint table (shared/api/endpoints.ts); channels answered in main are not here.
import type { EndpointName, EndpointRequest } from '../../../shared/api/endpoints';
import type { ApiChannel, IpcChannel } from '../../../shared/ipc/channels';
import { API_CHANNELS } from '../../../shared/ipc/channels';
import type { ParsedArgs } from '../validate-invocation';

/** The parts of a call a client fills in; a call without parameters, query or body has none. */
export type CallRequest<N extends EndpointName> = Partial<EndpointRequest<N>>;

/** Answered in the main process; logout is here because its HTTP call needs the refresh token. */
export type LocalChannel = Exclude<IpcChannel, ApiChannel | 'session:login' | 'session:register'>;

type RequestBuilders = {
  [C in ApiChannel]: (args: ParsedArgs<C>) => CallRequest<(typeof API_CHANNELS)[C]>;
};

const none = () => ({});

export const API_REQUESTS: RequestBuilders = {
  'auth:suggestUsername': none,
  health: none,
  'player:balance': none,
  'player:claimDailyBonus': none,
  'player:currentRound': none,
  'player:pendingResults': none,
  'player:phrasesets': (query) => ({ query }),
  'player:phrasesetsSummary': none,
  'player:unclaimedResults': none,
  'player:dashboard': none,
  'player:statistics': none,
  'tutorial:status': none,
  'tutorial:progress': (body) => ({ body }),
  'tutorial:reset': none,
  'rounds:available': none,
  'rounds:startPrompt': none,
  'rounds:startCopy': none,
  'rounds:startVote': none,
  'rounds:submit': (a) => ({ params: { round_id: a.roundId }, body: { phrase: a.phrase } }),
  'rounds:setFeedback': (a) => ({
    params: { round_id: a.roundId },
    body: { feedback_type: a.feedbackType },
  }),
  'rounds:getFeedback': (a) => ({ params: { round_id: a.roundId } }),
  'phrasesets:vote': (a) => ({ params: { id: a.id }, body: { phrase: a.phrase } }),
  'phrasesets:results': (params) => ({ params }),
  'phrasesets:details': (params) => ({ params }),
  'phrasesets:claim': (params) => ({ params }),
  'quests:list': none,
  'quests:active': none,
  'quests:claimable': none,
  'quests:get': (params) => ({ params }),
  'quests:claim': (params) => ({ params }),
  'admin:validatePassword': (body) => ({ body }),
  'admin:config': none,
};
