// Simulated time for a solo world: the server's own clock (injected, so every stored and
// compared time follows it) moved forward in the steps its background jobs run at, with the
// game sweep and the backup scheduler run at each of their intervals, as a server would.
import type { TestClock } from '../../src/server/clock';
import type { ServerContext } from '../../src/server/context';
import type { BackupProvider } from '../../src/server/ai';
import { runBackupTick } from '../../src/server/backup';
import { runGameSweep } from '../../src/server/game/engine/sweep';

/** The server sweeps every 500 ms; once a second of simulated time is as prompt as a person sees. */
const SWEEP_STEP_MS = 1000;
/**
 * The server's backup players now tick at their deadlines (at least 2 s apart, right after a
 * person's move); the simulation keeps its former 10 s step, the slower and so the harder case.
 */
const BACKUP_TICK_INTERVAL_MS = 10_000;

export interface SimClock {
  /** Moves time on by `ms`, running the sweep and the backup scheduler when they are due. */
  pass(ms: number): Promise<void>;
  /** Errors of scheduler ticks (a server logs them and ticks again), for the report. */
  readonly tickErrors: unknown[];
}

export function createSimClock(
  ctx: ServerContext,
  clock: TestClock,
  provider: BackupProvider,
): SimClock {
  let nextTick = clock.now().getTime() + BACKUP_TICK_INTERVAL_MS;
  const tickErrors: unknown[] = [];
  return {
    tickErrors,
    async pass(ms) {
      const end = clock.now().getTime() + ms;
      while (clock.now().getTime() < end) {
        clock.advance(Math.min(SWEEP_STEP_MS, end - clock.now().getTime()));
        await runGameSweep(ctx);
        if (clock.now().getTime() >= nextTick) {
          nextTick += BACKUP_TICK_INTERVAL_MS;
          await runBackupTick(ctx, provider).catch((error: unknown) => tickErrors.push(error));
        }
      }
    },
  };
}
