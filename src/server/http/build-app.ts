import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { ServerContext } from '../context';
import type { Database, Tx } from '../db/types';
import { syncPromptLibrary, shippedPromptLibrary } from '../game/engine/prompt-library';
import { createGameEventBus } from '../game/events';
import { getDictionary } from '../game/validation';
import { installQuestTracking } from '../game/engine/quests/quest-tracking';
import type { Settings } from '../settings';
import { installAuthentication } from './authentication';
import { answerRequestsWhileClosing } from './closing-answer';
import { connectionTimeouts, capConnectionsPerAddress } from './connection-limits';
import { installDocs } from './docs';
import { registerEndpoints, type EndpointHandlers } from './endpoint-routes';
import { frameworkErrorReply, installErrorHandler } from './error-handler';
import { installJsonBodyParser } from './json-body';
import { installRateLimits } from './rate-limits';
import type { RouteDeps } from './route-deps';
import { adminRoutes } from './routes/admin-routes';
import { metaRoutes } from './routes/meta-routes';
import { authRoutes } from './routes/auth-routes';
import { healthRoutes } from './routes/health-routes';
import { phrasesetRoutes } from './routes/phraseset-routes';
import { playerGameRoutes } from './routes/player-game-routes';
import { playerRoutes } from './routes/player-routes';
import { roundRoutes } from './routes/round-routes';
import { installSecurity } from './security';

export interface BuildAppOptions {
  settings: Settings;
  database: Database;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Randomness of the game (prompt draws, vote candidates, phrase order); default Math.random. */
  random?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context the app's routes use; background jobs and tests run commands with it too. */
    serverContext: ServerContext;
  }
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Fastify types its compiler factories for ajv and fast-json-stringify; at run time any
 * compiler is taken, as `setValidatorCompiler` and `setSerializerCompiler` take the zod ones.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** The HTTP app, not listening: tests drive it with `app.inject`, startServer listens. */
export async function buildApp({
  settings,
  database,
  clock,
  logger = false,
  random = Math.random,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: settings.body_limit_bytes,
    http: connectionTimeouts(settings),
    requestTimeout: settings.request_timeout_seconds * 1000,
    keepAliveTimeout: settings.keep_alive_timeout_seconds * 1000,
    trustProxy: settings.trust_proxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorReply,
    // Requests arriving while the app closes get our 503 instead (answerRequestsWhileClosing).
    return503OnClosing: false,
    // The routes validate and serialize with their zod schemas. Given here rather than set
    // afterwards, Fastify never loads its default compilers (ajv and fast-json-stringify:
    // about 110 ms of every start, issue #20).
    schemaController: { compilersFactory: ZOD_COMPILERS },
  });
  capConnectionsPerAddress(app.server, settings);

  installErrorHandler(app);
  installJsonBodyParser(app);
  await installSecurity(app, settings);
  // After the security headers and CORS, before the rate limits and routes touch the database.
  answerRequestsWhileClosing(app);
  const limits = await installRateLimits(app, settings, { db: database.db, clock });
  if (settings.api_docs) await installDocs(app, settings);

  const ctx: ServerContext = {
    db: database.db,
    settings,
    clock,
    events: createGameEventBus<Tx>(),
    dictionary: getDictionary(),
    random,
  };
  app.decorate('serverContext', ctx);
  installQuestTracking(ctx.events);
  await syncPromptLibrary(database.db, shippedPromptLibrary(), clock.now());
  const authenticate = installAuthentication(app, ctx, limits.perPlayer, database.engine);
  const deps: RouteDeps = { ctx, database, limits };
  const handlers: EndpointHandlers = {
    ...healthRoutes(deps),
    ...authRoutes(deps),
    ...playerRoutes(deps),
    ...playerGameRoutes(deps),
    ...roundRoutes(deps),
    ...phrasesetRoutes(deps),
    ...metaRoutes(deps),
    ...adminRoutes(deps),
  };
  await app.register(async (api) => registerEndpoints(api, handlers, authenticate), {
    prefix: settings.base_path,
  });
  return app;
}
