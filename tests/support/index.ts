export { describeEachEngine, type EngineContext, type EngineSuiteOptions } from './engines';
export {
  authHeader,
  registerPlayer,
  type RegisteredPlayer,
  type RegistrationOverrides,
} from './players';
export { expectLedgerClean } from './ledger';
export { databaseSnapshot, type DatabaseSnapshot } from './snapshot';
export {
  createPgliteDatabase,
  createPostgresDatabase,
  createPostgresDatabaseUrl,
  createPostgresDatabaseWithUrl,
} from './test-databases';
export { testSettings, TEST_ADMIN_PASSWORD } from './test-settings';
export { REPO_ROOT, collect, spawnTsx, type Finished } from './run-tsx';
