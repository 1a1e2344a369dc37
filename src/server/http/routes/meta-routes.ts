import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { questRoutes } from './quest-routes';
import { statisticsRoutes } from './statistics-routes';
import { tutorialRoutes } from './tutorial-routes';

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
