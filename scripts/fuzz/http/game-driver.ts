// The `drive` intent: a player's next sensible game step (answer the open round, else start
// one, collect a reward or give feedback), so that sets form, votes land and pools pay out while
// the hostile requests hit the same database.
import type { Random } from '../common/random';
import type { Endpoint, HttpMethod } from './endpoints';
import { encodeSegment, type FuzzRequest } from './fuzz-request';
import { copyPhrase, promptPhrase, type PhraseContext } from './valid-phrases';
import type { FuzzPlayer, World } from './world';

export class GameDriver {
  constructor(
    private readonly endpoints: readonly Endpoint[],
    private readonly world: World,
    private readonly random: Random,
    private readonly phrases: PhraseContext,
  ) {}

  /** The player's next game step: answer the open round, else start one or collect rewards. */
  next(actor: FuzzPlayer): FuzzRequest | undefined {
    const open = this.world.openRoundOf(actor.playerId);
    if (open?.type === 'vote' && open.phrasesetId && open.phrases) {
      return this.call('POST', '/phrasesets/{id}/vote', actor, [open.phrasesetId], {
        phrase: this.random.pick(open.phrases),
      });
    }
    if (open) {
      const phrase =
        open.type === 'prompt'
          ? promptPhrase(this.phrases, this.random, open.promptText ?? '')
          : copyPhrase(this.phrases, this.random, {
              originalPhrase: open.originalPhrase ?? '',
              promptText: this.world.promptTextOf(open.promptRoundId) ?? '',
            });
      return this.call('POST', '/rounds/{round_id}/submit', actor, [open.id], { phrase });
    }
    const claimable = this.world.claimableOf(actor.playerId);
    const promptRound = this.world.promptRoundOf(this.random, actor.playerId);
    const step = this.random.weighted<() => FuzzRequest | undefined>([
      [4, () => this.call('POST', '/rounds/prompt', actor, [], undefined)],
      [5, () => this.call('POST', '/rounds/copy', actor, [], undefined)],
      [6, () => this.call('POST', '/rounds/vote', actor, [], undefined)],
      [1, () => this.call('POST', '/player/claim-daily-bonus', actor, [], undefined)],
      [1, () => this.call('GET', '/quests/claimable', actor, [], undefined)],
      [1, () => this.call('GET', '/player/unclaimed-results', actor, [], undefined)],
      [1, () => this.call('GET', '/player/phrasesets', actor, [], undefined)],
      [
        claimable.quests.size > 0 ? 3 : 0,
        () =>
          this.call(
            'POST',
            '/quests/{id}/claim',
            actor,
            [this.random.pick([...claimable.quests])],
            undefined,
          ),
      ],
      [
        claimable.results.size > 0 ? 2 : 0,
        () =>
          this.call(
            'GET',
            '/phrasesets/{id}/results',
            actor,
            [this.random.pick([...claimable.results])],
            undefined,
          ),
      ],
      [
        claimable.results.size > 0 ? 2 : 0,
        () =>
          this.call(
            'POST',
            '/phrasesets/{id}/claim',
            actor,
            [this.random.pick([...claimable.results])],
            undefined,
          ),
      ],
      [
        promptRound ? 1 : 0,
        () =>
          this.call('POST', '/rounds/{round_id}/feedback', actor, [promptRound!], {
            feedback_type: this.random.pick(['like', 'dislike']),
          }),
      ],
      [
        promptRound ? 1 : 0,
        () => this.call('GET', '/rounds/{round_id}/feedback', actor, [promptRound!], undefined),
      ],
    ]);
    return step();
  }

  private call(
    method: HttpMethod,
    path: string,
    actor: FuzzPlayer,
    ids: string[],
    body: unknown,
  ): FuzzRequest | undefined {
    const endpoint = this.endpoints.find(
      (known) => known.method === method && known.path.endsWith(path),
    );
    if (!endpoint) return undefined;
    let index = 0;
    const url = endpoint.path.replace(/\{[^}]+\}/g, () =>
      encodeSegment(ids[index++] ?? this.random.uuid()),
    );
    return {
      intent: 'drive',
      endpoint,
      method,
      url,
      headers: {
        authorization: `Bearer ${actor.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
      actor,
      credential: 'own',
      pathIds: ids,
    };
  }
}
