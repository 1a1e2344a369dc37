import { eq, sql } from 'drizzle-orm';
import type { TutorialProgressResponse, TutorialStatus } from '../../shared/api/tutorial';
import { TUTORIAL_END, TUTORIAL_RESET, type TutorialProgress } from '../../shared/tutorial';
import type { ServerContext } from '../context';
import { players } from '../db/schema';
import { presentTutorialStatus, tutorialColumns } from '../queries/tutorial-status';

/**
 * `POST /player/tutorial/progress`: every tutorial move (start, next, back, pause, skip,
 * finish) stores its step here. The first step other than not_started stamps
 * tutorial_started_at; completed sets the flag and tutorial_completed_at (the first
 * completion's time, until a reset).
 * One conditional UPDATE, so concurrent calls cannot lose a timestamp.
 */
export async function updateTutorialProgress(
  ctx: ServerContext,
  playerId: string,
  progress: TutorialProgress,
): Promise<TutorialProgressResponse> {
  const now = ctx.clock.now();
  const starts = progress !== TUTORIAL_RESET;
  const completes = progress === TUTORIAL_END;
  const [row] = await ctx.db
    .update(players)
    .set({
      tutorialProgress: progress,
      ...(starts && {
        tutorialStartedAt: sql`coalesce(${players.tutorialStartedAt}, ${now.toISOString()})`,
      }),
      ...(completes && {
        tutorialCompleted: true,
        tutorialCompletedAt: sql`coalesce(${players.tutorialCompletedAt}, ${now.toISOString()})`,
      }),
    })
    .where(eq(players.id, playerId))
    .returning(tutorialColumns);
  return { success: true, tutorial_status: presentTutorialStatus(row) };
}

/** `POST /player/tutorial/reset`: back to not started, with both times cleared. */
export async function resetTutorial(ctx: ServerContext, playerId: string): Promise<TutorialStatus> {
  const [row] = await ctx.db
    .update(players)
    .set({
      tutorialProgress: TUTORIAL_RESET,
      tutorialCompleted: false,
      tutorialStartedAt: null,
      tutorialCompletedAt: null,
    })
    .where(eq(players.id, playerId))
    .returning(tutorialColumns);
  return presentTutorialStatus(row);
}
