import type { Clock } from './clock';
import type { Db, Tx } from './db/types';
import type { GameEventBus } from './game/events';
import type { Dictionary } from './game/validation';
import type { Settings } from './settings';

/** What every command and query needs: the database, the settings and the clock. */
export interface ServerContext {
  db: Db;
  settings: Settings;
  clock: Clock;
  /** This app's game event bus: commands raise events inside their transactions. */
  events: GameEventBus<Tx>;
  /** The phrase dictionary, loaded once at start. */
  dictionary: Dictionary;
  /**
   * Uniform numbers in [0, 1) for prompt draws, vote candidates and phrase order; tests inject
   * a seeded generator to replay a game.
   */
  random: () => number;
}
