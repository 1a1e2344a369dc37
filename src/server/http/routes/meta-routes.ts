import type { RouteDeps } from '../route-deps';
import { questRoutes } from './quest-routes';
import { statisticsRoutes } from './statistics-routes';
import { tutorialRoutes } from './tutorial-routes';

/** The handlers of the meta-game's calls: quests, statistics and the tutorial. */
export const metaRoutes = (deps: RouteDeps) => ({
  ...questRoutes(deps),
  ...statisticsRoutes(deps),
  ...tutorialRoutes(deps),
});
