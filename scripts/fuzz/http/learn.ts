// Updates the fuzzer's World from a successful answer: new players and tokens, rounds started,
// rounds answered, quests and phrase sets seen.
import type { FuzzRequest } from './fuzz-request';
import type { World } from './world';

type Body = Record<string, unknown>;
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function learnFromAnswer(
  world: World,
  request: FuzzRequest,
  status: number,
  body: unknown,
): void {
  const path = request.endpoint?.path;
  const actor = request.actor;
  if (!path) return;
  if (status >= 400 && request.intent === 'drive' && actor) {
    // The round the player tried to answer is over (expired, answered, or its set is full).
    const open = world.openRoundOf(actor.playerId);
    if (open) world.closeRound(open.id);
    return;
  }
  if (status < 200 || status >= 300) return;

  if (path.endsWith('/player') && request.method === 'POST' && isObject(body)) {
    const sent = parseJson(request.payload);
    world.addPlayer({
      playerId: String(body.player_id),
      username: String(body.username),
      accessToken: String(body.access_token),
      refreshToken: String(body.refresh_token),
      email: String(sent?.email ?? '')
        .trim()
        .toLowerCase(),
      password: String(sent?.password ?? ''),
    });
    return;
  }
  if ((path.endsWith('/auth/login') || path.endsWith('/auth/refresh')) && isObject(body)) {
    const known = world.players.find((player) => player.playerId === body.player_id);
    if (known) {
      known.accessToken = String(body.access_token);
      known.refreshToken = String(body.refresh_token);
    }
    return;
  }
  if (!actor || !isObject(body)) {
    if (Array.isArray(body) && actor) learnQuests(world, body, actor.playerId);
    return;
  }
  const roundId = text(body.round_id);
  if (path.endsWith('/rounds/prompt') && roundId) {
    world.addRound({
      id: roundId,
      ownerId: actor.playerId,
      type: 'prompt',
      promptText: text(body.prompt_text),
      open: true,
    });
  } else if (path.endsWith('/rounds/copy') && roundId) {
    world.addRound({
      id: roundId,
      ownerId: actor.playerId,
      type: 'copy',
      originalPhrase: text(body.original_phrase),
      promptRoundId: text(body.prompt_round_id),
      open: true,
    });
  } else if (path.endsWith('/rounds/vote') && roundId) {
    world.addRound({
      id: roundId,
      ownerId: actor.playerId,
      type: 'vote',
      phrasesetId: text(body.phraseset_id),
      phrases: Array.isArray(body.phrases) ? body.phrases.map(String) : undefined,
      open: true,
    });
  } else if (path.endsWith('/submit') && request.pathIds[0]) {
    world.closeRound(request.pathIds[0]);
  } else if (path.endsWith('/vote') && request.pathIds[0]) {
    const voteRound = world.openRoundOf(actor.playerId);
    if (voteRound?.phrasesetId === request.pathIds[0]) world.closeRound(voteRound.id);
  } else if (Array.isArray(body.quests)) {
    learnQuests(world, body.quests, actor.playerId);
  } else if (Array.isArray(body.unclaimed)) {
    for (const result of body.unclaimed) {
      if (isObject(result) && text(result.phraseset_id))
        world.claimableOf(actor.playerId).results.add(String(result.phraseset_id));
    }
  } else if (path.endsWith('/claim') && request.pathIds[0]) {
    world.claimableOf(actor.playerId).quests.delete(request.pathIds[0]);
    world.claimableOf(actor.playerId).results.delete(request.pathIds[0]);
  } else if (Array.isArray(body.phrasesets)) {
    for (const summary of body.phrasesets) {
      if (isObject(summary) && text(summary.phraseset_id))
        world.addPhraseset(String(summary.phraseset_id));
    }
  } else if (text(body.phraseset_id)) {
    world.addPhraseset(String(body.phraseset_id));
  }
}

function learnQuests(world: World, quests: unknown[], ownerId: string): void {
  for (const quest of quests) {
    if (!isObject(quest) || !text(quest.quest_id)) continue;
    world.addQuest(String(quest.quest_id), ownerId);
    if (quest.status === 'completed') world.claimableOf(ownerId).quests.add(String(quest.quest_id));
  }
}

function parseJson(payload: string | undefined): Body | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
