import type { Quest } from '../../../../shared/api';
import { progressPercent, shouldPulse } from './progress';

export function QuestProgress({ quest }: { quest: Quest }) {
  const percent = progressPercent(quest.progress_current, quest.progress_target);
  const pulse = shouldPulse(quest);
  return (
    <div className="quest-progress">
      <div
        className={`quest-progress__track${pulse ? ' quest-progress__track--pulse' : ''}`}
        role="progressbar"
        aria-label={`${quest.name} progress`}
        aria-valuemin={0}
        aria-valuemax={quest.progress_target}
        aria-valuenow={Math.min(quest.progress_current, quest.progress_target)}
        aria-valuetext={`${quest.progress_current} of ${quest.progress_target}`}
      >
        <div
          className={`quest-progress__fill${percent === 100 ? ' quest-progress__fill--full' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="quest-progress__text">
        {Math.min(quest.progress_current, quest.progress_target)} / {quest.progress_target}
      </span>
    </div>
  );
}
