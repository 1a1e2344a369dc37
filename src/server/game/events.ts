// Game events raised inside the transaction of the command that causes them, so that
// listeners (quests, later other meta-game features) change their own rows atomically
// with the cause: if the command rolls back, so does every listener's work.
//
// The engine calls `ctx.events.raise(tx, event)`; listeners register once when the app is
// built, with `ctx.events.on(listener)`. `Tx` is the database transaction type of
// `src/server/db`.

export type GameEvent =
  | { type: 'player_registered'; playerId: string; at: Date }
  | { type: 'prompt_submitted'; playerId: string; roundId: string; at: Date }
  | { type: 'copy_submitted'; playerId: string; roundId: string; promptRoundId: string; at: Date }
  | {
      type: 'vote_cast';
      playerId: string;
      roundId: string;
      phrasesetId: string;
      correct: boolean;
      at: Date;
    }
  | { type: 'daily_bonus_claimed'; playerId: string; utcDate: string; at: Date }
  | { type: 'prompt_feedback_given'; playerId: string; roundId: string; at: Date }
  | {
      type: 'phraseset_finalized';
      phrasesetId: string;
      at: Date;
      totalVotes: number;
      /** Contributors with the votes their phrase received. */
      original: { playerId: string; votes: number };
      copies: [{ playerId: string; votes: number }, { playerId: string; votes: number }];
    };

export type GameEventListener<Tx> = (tx: Tx, event: GameEvent) => Promise<void>;

export interface GameEventBus<Tx> {
  on(listener: GameEventListener<Tx>): void;
  raise(tx: Tx, event: GameEvent): Promise<void>;
}

/** One bus per app instance (tests build many apps in one process, so no module singleton). */
export function createGameEventBus<Tx>(): GameEventBus<Tx> {
  const listeners: GameEventListener<Tx>[] = [];
  return {
    on(listener) {
      listeners.push(listener);
    },
    async raise(tx, event) {
      for (const listener of listeners) await listener(tx, event);
    },
  };
}
