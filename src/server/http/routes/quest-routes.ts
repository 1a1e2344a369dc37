import { claimQuest } from '../../commands/claim-quest';
import { notFound } from '../../errors';
import { presentQuest, presentQuestList } from '../../presenters/quest';
import { findPlayerQuest, listPlayerQuests } from '../../queries/quest-queries';
import { currentPlayer } from '../authentication';
import type { EndpointHandlers } from '../endpoint-routes';
import type { RouteDeps } from '../route-deps';

export const questRoutes = ({ ctx }: RouteDeps) =>
  ({
    quests: {
      handle: async (request) =>
        presentQuestList(
          await listPlayerQuests(ctx.db, currentPlayer(request).id),
          ctx.clock.now(),
        ),
    },
    activeQuests: {
      handle: async (request) => {
        const rows = await listPlayerQuests(ctx.db, currentPlayer(request).id, ['active']);
        return rows.map((row) => presentQuest(row, ctx.clock.now()));
      },
    },
    claimableQuests: {
      handle: async (request) => {
        const rows = await listPlayerQuests(ctx.db, currentPlayer(request).id, ['completed']);
        return rows.map((row) => presentQuest(row, ctx.clock.now()));
      },
    },
    quest: {
      handle: async (request) => {
        const row = await findPlayerQuest(ctx.db, currentPlayer(request).id, request.params.id);
        if (!row) throw notFound('quest_not_found');
        return presentQuest(row, ctx.clock.now());
      },
    },
    claimQuest: {
      handle: async (request) => claimQuest(ctx, currentPlayer(request).id, request.params.id),
    },
  }) satisfies Partial<EndpointHandlers>;
