import { z } from 'zod';
import { TUTORIAL_PROGRESS_VALUES } from '../tutorial';
import { IsoTime } from './common';

export const TutorialProgressValue = z.enum(TUTORIAL_PROGRESS_VALUES);

export const TutorialStatus = z.object({
  tutorial_completed: z.boolean(),
  tutorial_progress: TutorialProgressValue,
  tutorial_started_at: IsoTime.nullable(),
  tutorial_completed_at: IsoTime.nullable(),
});
export type TutorialStatus = z.infer<typeof TutorialStatus>;

export const TutorialProgressRequest = z.object({ progress: TutorialProgressValue });
export const TutorialProgressResponse = z.object({
  success: z.boolean(),
  tutorial_status: TutorialStatus,
});
export type TutorialProgressResponse = z.infer<typeof TutorialProgressResponse>;
