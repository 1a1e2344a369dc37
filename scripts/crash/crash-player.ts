// One simulated player of the crash test: registers, then plays the real loop over HTTP
// (prompt, copy and vote rounds, daily bonus, quest rewards, prompt feedback, result claims,
// logins, dashboard) and records each 2xx that wrote something in the acknowledgements. A failed connection (the server was just killed) leaves the outcome
// unknown: nothing is recorded and the player waits for the next server.
import { hashRefreshToken } from '../../src/server/auth';
import { DEFAULT_PHRASE_RULES, getDictionary } from '../../src/server/game/validation';
import { Random } from '../fuzz/common/random';
import { copyPhrase, promptPhrase, type PhraseContext } from '../fuzz/http/valid-phrases';
import type { Acknowledgements } from './acknowledgements';

type Body = Record<string, unknown>;
interface Answer {
  status: number;
  body: Body;
}
interface OpenRound {
  id: string;
  type: 'prompt' | 'copy' | 'vote';
  phrase: () => string;
  phrasesetId?: string;
}

const REQUEST_TIMEOUT_MS = 15_000;
const PASSWORD = 'crash test password';
let phraseContext: PhraseContext | undefined;
const phrases = (): PhraseContext =>
  (phraseContext ??= { settings: DEFAULT_PHRASE_RULES, dictionary: getDictionary() });

/** Prompt texts by prompt round, shared by all players (a copier never sees the prompt, but its phrase must avoid its words). */
const promptTexts = new Map<string, string>();

export class CrashPlayer {
  private token: string | undefined;
  private playerId: string | undefined;
  private email = '';
  private open: OpenRound | undefined;
  /** This player's acknowledged prompt rounds, on which it may give feedback. */
  private readonly promptRounds: string[] = [];

  constructor(
    private readonly index: number,
    private readonly random: Random,
    private readonly acks: Acknowledgements,
  ) {}

  /** One step of play against `baseUrl`; false when the server could not be reached. */
  async step(baseUrl: string): Promise<boolean> {
    if (!this.token) return this.register(baseUrl);
    if (this.open) return this.answerOpenRound(baseUrl);
    const action = this.random.weighted<() => Promise<boolean>>([
      [4, () => this.startRound(baseUrl, 'prompt')],
      [5, () => this.startRound(baseUrl, 'copy')],
      [6, () => this.startRound(baseUrl, 'vote')],
      [1, () => this.claimBonus(baseUrl)],
      [1, () => this.claimQuest(baseUrl)],
      [1, () => this.giveFeedback(baseUrl)],
      [1, () => this.claimResult(baseUrl)],
      [1, () => this.login(baseUrl)],
      [2, async () => (await this.call(baseUrl, 'GET', '/player/dashboard')).status !== 0],
    ]);
    return action();
  }

  private async register(baseUrl: string): Promise<boolean> {
    const email = `crash-${this.index}-${this.random.int(0, 2 ** 30)}@example.com`;
    const answer = await this.call(baseUrl, 'POST', '/player', { email, password: PASSWORD });
    if (answer.status === 201) {
      this.email = email;
      this.playerId = String(answer.body.player_id);
      this.acks.players.add(this.playerId);
      this.acceptSession(answer.body);
    }
    return answer.status !== 0;
  }

  private async login(baseUrl: string): Promise<boolean> {
    const answer = await this.call(baseUrl, 'POST', '/auth/login', {
      email: this.email,
      password: PASSWORD,
    });
    if (answer.status === 200) this.acceptSession(answer.body);
    return answer.status !== 0;
  }

  /** Uses the new access token; the refresh token's row must survive any crash. */
  private acceptSession(body: Body): void {
    this.token = String(body.access_token);
    this.acks.sessions.add(hashRefreshToken(String(body.refresh_token)));
  }

  private async startRound(baseUrl: string, type: OpenRound['type']): Promise<boolean> {
    const answer = await this.call(baseUrl, 'POST', `/rounds/${type}`);
    if (answer.status !== 200) return answer.status !== 0;
    const body = answer.body;
    const id = String(body.round_id);
    this.acks.startedRounds.add(id);
    if (type === 'prompt') {
      const promptText = String(body.prompt_text);
      promptTexts.set(id, promptText);
      this.promptRounds.push(id);
      this.open = { id, type, phrase: () => promptPhrase(phrases(), this.random, promptText) };
    } else if (type === 'copy') {
      const original = {
        originalPhrase: String(body.original_phrase),
        promptText: promptTexts.get(String(body.prompt_round_id)) ?? '',
      };
      this.open = { id, type, phrase: () => copyPhrase(phrases(), this.random, original) };
    } else {
      const shown = Array.isArray(body.phrases) ? body.phrases.map(String) : [''];
      this.open = {
        id,
        type,
        phrasesetId: String(body.phraseset_id),
        phrase: () => this.random.pick(shown),
      };
    }
    return true;
  }

  private async answerOpenRound(baseUrl: string): Promise<boolean> {
    const round = this.open!;
    const answer =
      round.type === 'vote'
        ? await this.call(baseUrl, 'POST', `/phrasesets/${round.phrasesetId}/vote`, {
            phrase: round.phrase(),
          })
        : await this.call(baseUrl, 'POST', `/rounds/${round.id}/submit`, {
            phrase: round.phrase(),
          });
    if (answer.status === 0) return false;
    this.open = undefined;
    if (answer.status === 200 && round.type === 'vote')
      this.acks.votes.add(`${this.playerId}:${round.phrasesetId}`);
    else if (answer.status === 200) this.acks.submittedRounds.add(round.id);
    return true;
  }

  private async claimBonus(baseUrl: string): Promise<boolean> {
    const answer = await this.call(baseUrl, 'POST', '/player/claim-daily-bonus');
    if (answer.status === 200) this.acks.addBonus(this.playerId!);
    return answer.status !== 0;
  }

  private async claimQuest(baseUrl: string): Promise<boolean> {
    const listed = await this.call(baseUrl, 'GET', '/quests/claimable');
    const quests = (listed.body as unknown as { quest_id: string }[] | undefined) ?? [];
    if (listed.status !== 200 || !Array.isArray(quests) || quests.length === 0)
      return listed.status !== 0;
    const questId = quests[0]!.quest_id;
    const answer = await this.call(baseUrl, 'POST', `/quests/${questId}/claim`);
    if (answer.status === 200) this.acks.questRewards.add(questId);
    return answer.status !== 0;
  }

  private async giveFeedback(baseUrl: string): Promise<boolean> {
    if (this.promptRounds.length === 0) return true;
    const roundId = this.random.pick(this.promptRounds);
    const answer = await this.call(baseUrl, 'POST', `/rounds/${roundId}/feedback`, {
      feedback_type: this.random.pick(['like', 'dislike']),
    });
    if (answer.status === 200) this.acks.feedback.add(roundId);
    return answer.status !== 0;
  }

  private async claimResult(baseUrl: string): Promise<boolean> {
    const listed = await this.call(baseUrl, 'GET', '/player/unclaimed-results');
    const unclaimed = (listed.body.unclaimed as { phraseset_id: string }[] | undefined) ?? [];
    if (listed.status !== 200 || !Array.isArray(unclaimed) || unclaimed.length === 0)
      return listed.status !== 0;
    const phrasesetId = unclaimed[0]!.phraseset_id;
    const answer = await this.call(baseUrl, 'POST', `/phrasesets/${phrasesetId}/claim`);
    if (answer.status === 200) this.acks.resultClaims.add(`${this.playerId}:${phrasesetId}`);
    return answer.status !== 0;
  }

  private async call(
    baseUrl: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} };
    } catch {
      // Refused, reset or cut short: the server died before (or while) answering.
      return { status: 0, body: {} };
    }
  }
}
