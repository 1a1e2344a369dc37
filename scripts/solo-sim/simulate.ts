// One newcomer alone with the backup players on a fresh solo server, in simulated time: the
// server's clock is a test clock that this loop moves on, running the sweep and the backup
// scheduler at their real intervals, so every timer is the solo profile's own (backup delay,
// voting windows, round lengths) while an hour passes in well under a minute of work.
import type { FastifyInstance } from 'fastify';
import { createBackupProvider } from '../../src/server/ai';
import { seedStarterContent } from '../../src/server/backup';
import { houseSpendBetween } from '../../src/server/backup/house-spend';
import type { TestClock } from '../../src/server/clock';
import { registerNewcomer, type PlayedRound, type RoundKind } from './newcomer';
import {
  personMoney,
  promptOutcomes,
  type PersonMoney,
  type PromptOutcome,
} from './person-figures';
import { createSimClock } from './sim-clock';
import { runSoloChecks, type SoloChecks } from './solo-checks';

/** The newcomer's rounds, over and over: a prompt, then copies and votes in between. */
const ROUND_CYCLE: readonly RoundKind[] = ['prompt', 'copy', 'vote', 'copy', 'vote', 'vote'];

export interface SoloSimOptions {
  /** A server on a fresh database, built with the solo profile's settings and `clock`. */
  app: FastifyInstance;
  clock: TestClock;
  /** Simulated minutes of play. */
  minutes: number;
  /** Called after each round (progress output). */
  onRound?: (played: number) => void;
}

export interface SoloSimReport {
  minutes: number;
  rounds: PlayedRound[];
  /** Rounds from the first on, before the first where copy or vote was not offered or failed. */
  roundsInARow: number;
  prompts: PromptOutcome[];
  /** Seconds from the first prompt's submission to its finalization (null: not finalized). */
  firstResultSeconds: number | null;
  /** The slowest finalized prompt, and prompts older than 5 minutes still not finalized. */
  slowestResultSeconds: number | null;
  overdueResults: number;
  /** Net coins the house and its bots spent on play over the run, and per hour. */
  houseSpend: number;
  houseSpendPerHour: number;
  person: PersonMoney;
  checks: SoloChecks;
  tickErrors: unknown[];
}

const RESULT_LIMIT_SECONDS = 5 * 60;

export async function simulateSoloPlay(options: SoloSimOptions): Promise<SoloSimReport> {
  const { app, clock } = options;
  const ctx = app.serverContext;
  const provider = createBackupProvider(ctx.settings, { dictionary: ctx.dictionary });
  const time = createSimClock(ctx, clock, provider);
  await seedStarterContent(ctx, provider);
  const newcomer = await registerNewcomer(app, ctx, provider, time);
  const started = clock.now();
  const end = started.getTime() + options.minutes * 60_000;

  const rounds: PlayedRound[] = [];
  while (clock.now().getTime() < end) {
    rounds.push(await newcomer.play(ROUND_CYCLE[rounds.length % ROUND_CYCLE.length]!));
    options.onRound?.(rounds.length);
  }
  const finished = clock.now();

  const prompts = await promptOutcomes(ctx.db, newcomer.playerId);
  const seconds = (outcome: PromptOutcome) =>
    outcome.finalizedAt === null
      ? null
      : (outcome.finalizedAt.getTime() - outcome.submittedAt.getTime()) / 1000;
  const finalizedSeconds = prompts.map(seconds).filter((value) => value !== null);
  const houseSpend = await houseSpendBetween(ctx.db, started, finished);
  const firstBreak = rounds.findIndex((round) => !round.copyAndVoteAvailable || !round.completed);
  return {
    minutes: options.minutes,
    rounds,
    roundsInARow: firstBreak === -1 ? rounds.length : firstBreak,
    prompts,
    firstResultSeconds: prompts[0] ? seconds(prompts[0]) : null,
    slowestResultSeconds: finalizedSeconds.length > 0 ? Math.max(...finalizedSeconds) : null,
    overdueResults: prompts.filter(
      (outcome) =>
        outcome.finalizedAt === null &&
        finished.getTime() - outcome.submittedAt.getTime() > RESULT_LIMIT_SECONDS * 1000,
    ).length,
    houseSpend,
    houseSpendPerHour: Math.round(
      (houseSpend * 3600_000) / (finished.getTime() - started.getTime()),
    ),
    person: await personMoney(ctx.db, newcomer.playerId),
    checks: await runSoloChecks(ctx.db),
    tickErrors: time.tickErrors,
  };
}
