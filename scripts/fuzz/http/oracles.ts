// What must hold for every answer, whatever was sent: no 5xx; a refusal is `{"detail": ...}`;
// a refused request moved no coin; a bad credential never opens an authenticated route; and no
// player acts on a round or quest the fuzzer knows to be someone else's.
import type { FuzzRequest } from './fuzz-request';
import type { World } from './world';

export interface Verdict {
  kind: string;
  message: string;
}

export function judgeAnswer(
  request: FuzzRequest,
  status: number,
  body: string,
  world: World,
  coinsMoved: boolean,
): Verdict[] {
  const verdicts: Verdict[] = [];
  const ok = status >= 200 && status < 300;
  if (status >= 500) verdicts.push({ kind: '5xx', message: `answered ${status}` });
  if (status >= 400 && request.method !== 'HEAD' && !hasDetail(body)) {
    verdicts.push({ kind: 'shape', message: `refusal ${status} without {"detail": ...}` });
  }
  if (!ok && coinsMoved)
    verdicts.push({ kind: 'ledger', message: `refused with ${status} but coins moved` });
  // A genuine token of an account that no longer exists (a reset database) is honoured until
  // it expires, as access tokens are stateless; it must never move a coin.
  if (
    ok &&
    request.endpoint?.requiresAuth &&
    request.credential === 'unknown_player' &&
    coinsMoved
  ) {
    verdicts.push({ kind: 'ledger', message: 'a token of a missing account moved coins' });
  }
  if (
    ok &&
    request.endpoint?.requiresAuth &&
    request.credential !== 'own' &&
    request.credential !== 'unknown_player'
  ) {
    verdicts.push({ kind: 'auth', message: `accepted a ${request.credential} credential` });
  }
  // Rounds and quests have one owner; a phrase set (or the prompt round it grew from) is shared
  // by its contributors, whom the cross-player tests check instead.
  const ownedPath = /\/(rounds|quests)\/\{/.test(request.endpoint?.path ?? '');
  if (ok && ownedPath && request.actor && request.credential === 'own') {
    for (const id of request.pathIds) {
      const owner = world.ownerOf(id);
      if (owner && owner !== request.actor.playerId) {
        verdicts.push({
          kind: 'ownership',
          message: `player ${request.actor.playerId} was served ${id} of player ${owner}`,
        });
      }
    }
  }
  return verdicts;
}

function hasDetail(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'detail' in parsed;
  } catch {
    return false;
  }
}
