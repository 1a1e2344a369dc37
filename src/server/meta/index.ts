// The meta-game (quests, statistics, tutorial): buildApp installs quest tracking on the app's
// game event bus and registers the routes.
export { installQuestTracking } from './quests/quest-tracking';
export { metaRoutes } from './meta-routes';
