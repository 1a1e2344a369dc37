import { eq } from 'drizzle-orm';
import type { TutorialStatus } from '../../shared/api/tutorial';
import { isTutorialProgress, TUTORIAL_RESET } from '../../shared/tutorial';
import { players } from '../db/schema';
import type { Executor } from '../db/types';
import { unauthorized } from '../errors';

/** The players columns that hold the tutorial. */
export const tutorialColumns = {
  completed: players.tutorialCompleted,
  progress: players.tutorialProgress,
  startedAt: players.tutorialStartedAt,
  completedAt: players.tutorialCompletedAt,
};

export interface TutorialRow {
  completed: boolean;
  progress: string;
  startedAt: Date | null;
  completedAt: Date | null;
}

/**
 * The status of docs/api-reference.md#get-playertutorialstatus; a stored value outside the nine
 * reads as not started.
 */
export function presentTutorialStatus(row: TutorialRow | undefined): TutorialStatus {
  // A signed token for a player this database does not know is as good as no token.
  if (!row) throw unauthorized('invalid_token');
  return {
    tutorial_completed: row.completed,
    tutorial_progress: isTutorialProgress(row.progress) ? row.progress : TUTORIAL_RESET,
    tutorial_started_at: row.startedAt?.toISOString() ?? null,
    tutorial_completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** `GET /player/tutorial/status`. */
export async function getTutorialStatus(
  executor: Executor,
  playerId: string,
): Promise<TutorialStatus> {
  const [row] = await executor
    .select(tutorialColumns)
    .from(players)
    .where(eq(players.id, playerId));
  return presentTutorialStatus(row);
}
