// The calls a simulated player makes (docs/api-reference.md), each logged under its route pattern.
// A call answers its data, or the refusal code; which refusals count as legitimate is said per
// call.
import type {
  DashboardResponse,
  Player,
  Quest,
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
  UnclaimedResultsResponse,
} from '../../src/shared/api';
import type { KeepAliveClient } from './http-client';
import type { RequestLog } from './request-log';

export type Answer<T> = { ok: true; data: T } | { ok: false; code: string };

/** Told of every 2xx answer (the crash test records what the server acknowledged). */
export type SuccessObserver = (endpoint: string, path: string, body: unknown) => void;

/** Refusals a correct server gives a well-behaved player when others got there first. */
const NO_CASH = 'insufficient_balance';
const PHRASE_REFUSALS = ['invalid_phrase', 'duplicate_phrase', 'expired'];

export class GameApi {
  constructor(
    private readonly client: KeepAliveClient,
    private readonly log: Pick<RequestLog, 'record'>,
    private readonly token: string,
    private readonly onSuccess?: SuccessObserver,
  ) {}

  dashboard = () =>
    this.call<DashboardResponse>('GET /player/dashboard', 'GET', '/player/dashboard');
  claimableQuests = () => this.call<Quest[]>('GET /quests/claimable', 'GET', '/quests/claimable');
  balance = () => this.call<Player>('GET /player/balance', 'GET', '/player/balance');
  unclaimedResults = () =>
    this.call<UnclaimedResultsResponse>(
      'GET /player/unclaimed-results',
      'GET',
      '/player/unclaimed-results',
    );
  pastRounds = () =>
    this.call<unknown>('GET /player/phrasesets', 'GET', '/player/phrasesets?limit=100');
  statistics = () => this.call<unknown>('GET /player/statistics', 'GET', '/player/statistics');
  quests = () => this.call<unknown>('GET /quests', 'GET', '/quests');

  startPrompt = () =>
    this.call<StartPromptResponse>('POST /rounds/prompt', 'POST', '/rounds/prompt', undefined, [
      NO_CASH,
      'max_outstanding_quips',
    ]);
  startCopy = () =>
    this.call<StartCopyResponse>('POST /rounds/copy', 'POST', '/rounds/copy', undefined, [
      NO_CASH,
      'no_prompts_available',
    ]);
  startVote = () =>
    this.call<StartVoteResponse>('POST /rounds/vote', 'POST', '/rounds/vote', undefined, [
      NO_CASH,
      'no_phrasesets_available',
    ]);

  submitPhrase = (roundId: string, phrase: string) =>
    this.call<unknown>(
      'POST /rounds/:id/submit',
      'POST',
      `/rounds/${roundId}/submit`,
      { phrase },
      PHRASE_REFUSALS,
    );
  giveFeedback = (roundId: string, feedbackType: 'like' | 'dislike') =>
    this.call<unknown>('POST /rounds/:id/feedback', 'POST', `/rounds/${roundId}/feedback`, {
      feedback_type: feedbackType,
    });
  vote = (phrasesetId: string, phrase: string) =>
    this.call<unknown>(
      'POST /phrasesets/:id/vote',
      'POST',
      `/phrasesets/${phrasesetId}/vote`,
      { phrase },
      ['expired'],
    );

  details = (id: string) =>
    this.call<unknown>('GET /phrasesets/:id/details', 'GET', `/phrasesets/${id}/details`);
  results = (id: string) =>
    this.call<unknown>('GET /phrasesets/:id/results', 'GET', `/phrasesets/${id}/results`);
  claimResult = (id: string) =>
    this.call<unknown>('POST /phrasesets/:id/claim', 'POST', `/phrasesets/${id}/claim`);
  claimQuest = (id: string) =>
    this.call<unknown>('POST /quests/:id/claim', 'POST', `/quests/${id}/claim`);

  private async call<T>(
    endpoint: string,
    method: string,
    path: string,
    body?: unknown,
    legitimateRefusals: readonly string[] = [],
  ): Promise<Answer<T>> {
    const answer = await this.client.request(method, path, { token: this.token, body });
    if (answer.status >= 200 && answer.status < 300) {
      this.log.record(endpoint, answer.ms, 'ok');
      this.onSuccess?.(endpoint, path, answer.body);
      return { ok: true, data: answer.body as T };
    }
    const code = answer.failure ?? errorCode(answer.body) ?? `HTTP ${answer.status}`;
    const refused =
      answer.status >= 400 && answer.status < 500 && legitimateRefusals.includes(code);
    this.log.record(
      endpoint,
      answer.ms,
      refused ? 'refusal' : 'error',
      refused ? code : `${answer.status} ${code}`,
    );
    return { ok: false, code };
  }
}

/** `{"detail": "code"}` or `{"detail": {"error": "code", "message": ...}}` (docs/api.md#errors). */
export function errorCode(body: unknown): string | undefined {
  const detail = (body as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string') return detail;
  const nested = (detail as { error?: unknown } | undefined)?.error;
  return typeof nested === 'string' ? nested : undefined;
}
