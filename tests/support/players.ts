import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { RegisterResponse } from '../../src/shared/api/auth';

export interface RegisteredPlayer {
  playerId: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `{ authorization: 'Bearer …' }` for app.inject or fetch. */
  headers: { authorization: string };
  response: RegisterResponse;
}

export interface RegistrationOverrides {
  email?: string;
  password?: string;
  username?: string;
}

export function authHeader(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

/** Registers a player through `POST /player` (a unique email unless given) and expects 201. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: RegistrationOverrides = {},
): Promise<RegisteredPlayer> {
  const email = overrides.email ?? `player-${randomUUID().slice(0, 12)}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  const reply = await app.inject({
    method: 'POST',
    url: '/player',
    payload: {
      email,
      password,
      ...(overrides.username !== undefined && { username: overrides.username }),
    },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const response = reply.json<RegisterResponse>();
  return {
    playerId: response.player_id,
    username: response.username,
    email,
    password,
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    headers: authHeader(response.access_token),
    response,
  };
}
