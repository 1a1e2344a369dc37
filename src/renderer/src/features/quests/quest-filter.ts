// The quest list's three views (docs/product.md#round-flow): all, active, and claimable
// (completed).
import type { Quest } from '../../../../shared/api';

export type QuestView = 'all' | 'active' | 'claimable';

export const QUEST_VIEWS: ReadonlyArray<{ value: QuestView; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'claimable', label: 'Claimable' },
];

export function questsInView(quests: readonly Quest[], view: QuestView): Quest[] {
  if (view === 'active') return quests.filter((quest) => quest.status === 'active');
  if (view === 'claimable') return quests.filter((quest) => quest.status === 'completed');
  return [...quests];
}
