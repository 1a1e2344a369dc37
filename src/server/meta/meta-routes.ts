import type { RouteDeps } from '../http/route-deps';
import { questRoutes } from './quests/quest-routes';
import { statisticsRoutes } from './statistics/statistics-routes';
import { tutorialRoutes } from './tutorial/tutorial-routes';

/** The handlers of the meta-game's calls: quests, statistics and the tutorial. */
export const metaRoutes = (deps: RouteDeps) => ({
  ...questRoutes(deps),
  ...statisticsRoutes(deps),
  ...tutorialRoutes(deps),
});
