import type { Quest } from '../../../../shared/api';
import { QuestCard } from './QuestCard';
import { EmptyIllustration } from '../../components/illustrations/EmptyIllustration';

interface QuestListProps {
  quests: readonly Quest[];
  /** The quests whose claim is in flight. */
  claimingIds: ReadonlySet<string>;
  onClaim: (questId: string) => void;
}

export function QuestList({ quests, claimingIds, onClaim }: QuestListProps) {
  if (quests.length === 0)
    return (
      <div className="empty-state">
        <EmptyIllustration kind="quests" />
        <p className="muted">No quests here right now.</p>
      </div>
    );
  return (
    <ul className="quest-list">
      {quests.map((quest) => (
        <QuestCard
          key={quest.quest_id}
          quest={quest}
          claiming={claimingIds.has(quest.quest_id)}
          onClaim={onClaim}
        />
      ))}
    </ul>
  );
}
