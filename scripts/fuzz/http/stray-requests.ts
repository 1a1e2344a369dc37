// The `stray` intent: paths and methods the app does not serve, served paths in disguise
// (traversal, doubled slashes, upper case, NUL, hostile segments) and CORS preflights.
import { HOSTILE_STRINGS } from '../common/hostile-values';
import type { Random } from '../common/random';
import type { Endpoint } from './endpoints';
import { encodeSegment, type FuzzRequest } from './fuzz-request';
import type { World } from './world';

/** A path or method the app does not serve, or a served path in a disguise. */
export function strayRequest(
  random: Random,
  endpoints: readonly Endpoint[],
  world: World,
): FuzzRequest {
  const actor = world.players.length > 0 ? random.pick(world.players) : undefined;
  const endpoint = random.pick(endpoints);
  const disguised = random.pick([
    endpoint.path.replace(/\{[^}]+\}/g, '..'),
    `/${endpoint.path}`,
    `${endpoint.path.replace(/\{[^}]+\}/g, random.uuid())}/extra`,
    endpoint.path.toUpperCase(),
    `${endpoint.path}%00`,
    `/player/../admin/config`,
    `/${'a/'.repeat(200)}`,
    `/rounds/${encodeSegment(random.pick(HOSTILE_STRINGS))}/submit`,
    '/openapi.json',
    '/docs',
    '/',
  ]);
  const method = random.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const);
  return {
    intent: 'stray',
    method,
    url: disguised,
    headers: {
      ...(actor ? { authorization: `Bearer ${actor.accessToken}` } : {}),
      ...(method === 'OPTIONS'
        ? {
            origin: random.pick(['http://localhost:5173', 'https://evil.example', 'null']),
            'access-control-request-method': 'POST',
          }
        : {}),
    },
    actor,
    credential: 'own',
    pathIds: [],
  };
}
