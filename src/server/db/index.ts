export { openDatabase, wrapPglite, type OpenDatabaseOptions } from './open-database';
export { migrate, defaultMigrationsFolder } from './migrate';
export { transaction } from './transaction';
export { queryRows } from './query-rows';
export { sqlState, violatedUniqueConstraint } from './database-errors';
export type { Database, Db, Tx, Executor, Engine } from './types';
