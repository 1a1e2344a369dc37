import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams } from '../../../shared/api/common';
import { Quest, QuestClaimResponse, QuestListResponse } from '../../../shared/api/quests';
import { notFound } from '../../errors';
import { currentPlayer } from '../authentication';
import { BEARER, type RouteDeps } from '../route-deps';
import { claimQuest } from '../../commands/claim-quest';
import { presentQuest, presentQuestList } from '../../presenters/quest';
import { findPlayerQuest, listPlayerQuests } from '../../queries/quest-queries';

const tags = ['quests'];

export const questRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx, authenticate }) => {
  app.get(
    '/quests',
    {
      schema: {
        tags,
        summary: "The player's quests with counts per status",
        security: BEARER,
        response: { 200: QuestListResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) =>
      presentQuestList(await listPlayerQuests(ctx.db, currentPlayer(request).id), ctx.clock.now()),
  );

  app.get(
    '/quests/active',
    {
      schema: {
        tags,
        summary: 'Quests still in progress',
        security: BEARER,
        response: { 200: z.array(Quest), '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const rows = await listPlayerQuests(ctx.db, currentPlayer(request).id, ['active']);
      return rows.map((row) => presentQuest(row, ctx.clock.now()));
    },
  );

  app.get(
    '/quests/claimable',
    {
      schema: {
        tags,
        summary: 'Completed quests whose reward waits to be claimed',
        security: BEARER,
        response: { 200: z.array(Quest), '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const rows = await listPlayerQuests(ctx.db, currentPlayer(request).id, ['completed']);
      return rows.map((row) => presentQuest(row, ctx.clock.now()));
    },
  );

  app.get(
    '/quests/:id',
    {
      schema: {
        tags,
        summary: 'One quest of the player',
        security: BEARER,
        params: IdParams,
        response: { 200: Quest, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const row = await findPlayerQuest(ctx.db, currentPlayer(request).id, request.params.id);
      if (!row) throw notFound('quest_not_found');
      return presentQuest(row, ctx.clock.now());
    },
  );

  app.post(
    '/quests/:id/claim',
    {
      schema: {
        tags,
        summary: 'Claim a completed quest: pays its reward once and unlocks the next tier',
        security: BEARER,
        params: IdParams,
        response: { 200: QuestClaimResponse, '4xx': ErrorBody },
      },
      onRequest: authenticate,
    },
    async (request) => claimQuest(ctx, currentPlayer(request).id, request.params.id),
  );
};
