// The tier label of a quest ('I', 'II' or 'III'), derived from its type text: tiered quests
// are one family name with a rising target suffix (hot_streak_5, hot_streak_10, ...), and the
// tier is the suffix's place in its family. The families mirror the quest table of
// docs/game-rules.md#quests; the renderer cannot import the server's copy, and a test keeps
// the two in step.
export type TierLabel = 'I' | 'II' | 'III';

const TIER_LABELS: readonly TierLabel[] = ['I', 'II', 'III'];

const TIER_FAMILIES: Readonly<Record<string, readonly number[]>> = {
  hot_streak: [5, 10, 20],
  round_completion: [5, 10, 20],
  feedback_contributor: [10, 50],
};

/** null for stand-alone quests (e.g. milestone_votes_100), which have no tier. */
export function tierLabel(questType: string): TierLabel | null {
  const match = /^(.+)_(\d+)$/.exec(questType);
  if (!match) return null;
  const [, family = '', suffix = ''] = match;
  const position = TIER_FAMILIES[family]?.indexOf(Number(suffix)) ?? -1;
  return TIER_LABELS[position] ?? null;
}
