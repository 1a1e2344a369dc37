import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegisterRequest, RegisterResponse } from '../../../shared/api/auth';
import { ErrorBody } from '../../../shared/api/common';
import { DailyBonusResponse, Player } from '../../../shared/api/player';
import { claimDailyBonus } from '../../commands/claim-daily-bonus';
import { registerPlayer } from '../../commands/register-player';
import { getPlayerProfile } from '../../queries/player-profile';
import { currentPlayer } from '../authentication';
import { setRefreshCookie } from '../refresh-cookie';
import { BEARER, type RouteDeps } from '../route-deps';

export const playerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { ctx, limits, authenticate },
) => {
  app.post(
    '/player',
    {
      schema: {
        tags: ['player'],
        summary: 'Create an account (username optional) and sign in',
        body: RegisterRequest,
        response: { 201: RegisterResponse, '4xx': ErrorBody },
      },
      preHandler: limits.register,
    },
    async (request, reply) => {
      const registered = await registerPlayer(ctx, request.body, request.ip);
      setRefreshCookie(reply, ctx.settings, registered.refresh_token);
      return reply.code(201).send(registered);
    },
  );

  app.get(
    '/player/balance',
    {
      schema: {
        tags: ['player'],
        summary: 'The signed-in player, with balance and daily bonus availability',
        security: BEARER,
        response: { 200: Player, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => getPlayerProfile(ctx, currentPlayer(request).id),
  );

  app.post(
    '/player/claim-daily-bonus',
    {
      schema: {
        tags: ['player'],
        summary: 'Claim the daily bonus (once per UTC day, from 24 hours after sign-up)',
        security: BEARER,
        response: { 200: DailyBonusResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => claimDailyBonus(ctx, currentPlayer(request).id),
  );
};
