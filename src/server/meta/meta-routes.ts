import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps';
import { questRoutes } from './quests/quest-routes';
import { statisticsRoutes } from './statistics/statistics-routes';
import { tutorialRoutes } from './tutorial/tutorial-routes';

/** The meta-game's HTTP calls: quests, statistics and the tutorial. */
export const metaRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { ctx, database, limits, authenticate },
) => {
  // Only the dependencies are handed on: the options also carry this plugin's own prefix,
  // which the children inherit already and must not add a second time.
  const deps: RouteDeps = { ctx, database, limits, authenticate };
  for (const routes of [questRoutes, statisticsRoutes, tutorialRoutes]) {
    await app.register(routes, deps);
  }
};
