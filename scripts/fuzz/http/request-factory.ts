// Builds the fuzzer's requests. Four intents: `drive` (the next sensible game step of a
// player, game-driver.ts), `valid` (a well-formed call of any endpoint), `hostile` (the same
// call broken: bad credentials, someone else's or unknown ids, malformed bodies and queries)
// and `stray` (paths and methods the app does not have, stray-requests.ts).
import type { ServerContext } from '../../../src/server/context';
import { BAD_CREDENTIALS, authorizationFor, type CredentialKind } from './credentials';
import type { Endpoint } from './endpoints';
import { encodeSegment, type FuzzRequest, type Intent } from './fuzz-request';
import { GameDriver } from './game-driver';
import { MALFORMED_JSON, OTHER_MEDIA_TYPES } from './malformed-bodies';
import { strayRequest } from './stray-requests';
import { HOSTILE_STRINGS, hostileObject, hostileValue } from '../common/hostile-values';
import type { Random } from '../common/random';
import { brokenValue, validValue, type FieldHint, type JsonSchema } from '../common/schema-values';
import { copyPhrase, promptPhrase } from './valid-phrases';
import type { FuzzPlayer, World } from './world';

const INTENTS: readonly (readonly [number, Intent])[] = [
  [20, 'drive'],
  [25, 'valid'],
  [50, 'hostile'],
  [5, 'stray'],
];

export class RequestFactory {
  constructor(
    private readonly endpoints: readonly Endpoint[],
    private readonly world: World,
    private readonly random: Random,
    private readonly ctx: ServerContext,
    private readonly adminPassword: string,
  ) {
    this.driver = new GameDriver(endpoints, world, random, ctx);
  }

  private readonly driver: GameDriver;

  next(): FuzzRequest {
    const intent = this.random.weighted(INTENTS);
    if (intent === 'stray') return strayRequest(this.random, this.endpoints, this.world);
    const actor = this.random.pick(this.world.players);
    if (intent === 'drive') {
      const driven = this.driver.next(actor);
      if (driven) return driven;
    }
    const endpoint = this.random.pick(this.endpoints);
    return intent === 'hostile'
      ? this.hostile(endpoint, actor)
      : this.build('valid', endpoint, actor, 'own', false);
  }

  private hostile(endpoint: Endpoint, actor: FuzzPlayer): FuzzRequest {
    // Break one or two things at once, so each defence is met alone as well as combined.
    const badCredential = this.random.chance(0.35);
    const foreignIds = this.random.chance(0.35);
    const brokenBody = !badCredential && !foreignIds ? true : this.random.chance(0.3);
    const credential = badCredential ? this.random.pick(BAD_CREDENTIALS) : 'own';
    return this.build('hostile', endpoint, actor, credential, foreignIds, brokenBody);
  }

  private build(
    intent: Intent,
    endpoint: Endpoint,
    actor: FuzzPlayer,
    credential: CredentialKind,
    foreignIds: boolean,
    brokenBody = false,
  ): FuzzRequest {
    const pathIds: string[] = [];
    const url = endpoint.path.replace(/\{([^}]+)\}/g, () => {
      const id = this.pathId(endpoint, actor, foreignIds, intent === 'hostile');
      pathIds.push(id);
      return encodeSegment(id);
    });
    const headers: Record<string, string> = {};
    const authorization =
      endpoint.requiresAuth || this.random.chance(0.2)
        ? authorizationFor(credential, actor, {
            secret: this.ctx.settings.token_secret,
            now: this.ctx.clock.now(),
            random: this.random,
          })
        : undefined;
    if (authorization !== undefined) headers.authorization = authorization;

    const sent: CredentialKind = authorization === undefined ? 'missing' : credential;
    const request: FuzzRequest = {
      intent,
      endpoint,
      method: endpoint.method,
      url,
      headers,
      actor,
      credential: sent,
      pathIds,
    };
    this.addQuery(request, endpoint, brokenBody);
    this.addBody(request, endpoint, actor, brokenBody);
    return request;
  }

  private pathId(
    endpoint: Endpoint,
    actor: FuzzPlayer,
    foreign: boolean,
    hostile: boolean,
  ): string {
    if (hostile && this.random.chance(0.25)) return this.random.pick(HOSTILE_STRINGS);
    const kind = endpoint.path.includes('/quests/')
      ? 'quest'
      : endpoint.path.includes('/phrasesets/')
        ? 'phraseset'
        : 'round';
    const others = this.world.players.filter((player) => player.playerId !== actor.playerId);
    const owner = foreign && others.length > 0 ? this.random.pick(others).playerId : actor.playerId;
    return this.world.anyId(this.random, kind, kind === 'phraseset' ? undefined : owner);
  }

  private addQuery(request: FuzzRequest, endpoint: Endpoint, broken: boolean): void {
    let query: Record<string, unknown> | undefined;
    if (endpoint.query) {
      query = (
        broken ? brokenValue(endpoint.query, this.random) : validValue(endpoint.query, this.random)
      ) as Record<string, unknown>;
    } else if (broken && this.random.chance(0.3)) {
      query = hostileObject(this.random);
    }
    if (!query || typeof query !== 'object') return;
    const search = Object.entries(query)
      .flatMap(([key, value]) =>
        Array.isArray(value) ? value.map((item) => [key, item]) : [[key, value]],
      )
      .map(
        ([key, value]) =>
          `${encodeSegment(String(key))}=${encodeSegment(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
      )
      .join('&');
    if (search) request.url += `?${search}`;
  }

  private addBody(
    request: FuzzRequest,
    endpoint: Endpoint,
    actor: FuzzPlayer,
    broken: boolean,
  ): void {
    const hint = this.hintFor(endpoint, actor, request);
    if (!broken) {
      if (!endpoint.body) return;
      request.headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(validValue(endpoint.body, this.random, hint));
      return;
    }
    const schema: JsonSchema = endpoint.body ?? { type: 'object', properties: {} };
    const shape = this.random.weighted<() => [string, string]>([
      [5, () => ['application/json', JSON.stringify(brokenValue(schema, this.random, hint))]],
      [2, () => ['application/json', JSON.stringify(hostileValue(this.random))]],
      [2, () => ['application/json', this.random.pick(MALFORMED_JSON)]],
      [1, () => [this.random.pick(OTHER_MEDIA_TYPES), 'email=a%40b.co&password=x']],
      [
        1,
        () => [
          'application/json; charset=utf-16',
          JSON.stringify(validValue(schema, this.random, hint)),
        ],
      ],
    ])();
    request.headers['content-type'] = shape[0];
    request.payload = shape[1];
  }

  /** Well-formed values for fields whose meaning the schema alone does not tell. */
  private hintFor(endpoint: Endpoint, actor: FuzzPlayer, request: FuzzRequest): FieldHint {
    const path = endpoint.path;
    return (name) => {
      if (name === 'refresh_token') {
        return this.random.chance(0.8)
          ? actor.refreshToken
          : this.random.pick(HOSTILE_STRINGS).slice(0, 512);
      }
      if (name === 'email') {
        return path.endsWith('/auth/login')
          ? actor.email
          : `fuzz-${this.random.int(0, 2 ** 30)}@example.com`;
      }
      if (name === 'password') {
        if (path.includes('/admin/'))
          return this.random.chance(0.3) ? this.adminPassword : 'not the admin password';
        return path.endsWith('/auth/login') && this.random.chance(0.8)
          ? actor.password
          : 'fuzz password 123';
      }
      if (name === 'phrase') return this.phraseFor(request.pathIds[0]);
      return undefined;
    };
  }

  private phraseFor(id: string | undefined): string {
    const round = id ? this.world.round(id) : undefined;
    if (round?.type === 'prompt')
      return promptPhrase(this.ctx, this.random, round.promptText ?? '');
    if (round?.type === 'copy') {
      return copyPhrase(this.ctx, this.random, {
        originalPhrase: round.originalPhrase ?? '',
        promptText: this.world.promptTextOf(round.promptRoundId) ?? '',
      });
    }
    const voteRound = id
      ? this.world.players
          .map((p) => this.world.openRoundOf(p.playerId))
          .find((r) => r?.phrasesetId === id)
      : undefined;
    return voteRound?.phrases ? this.random.pick(voteRound.phrases) : 'QUIET GIANT';
  }
}
