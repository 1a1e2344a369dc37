import type { ReactNode } from 'react';
import './illustrations.css';
import {
  PromptsScene,
  QuestsScene,
  ResultsScene,
  SetsScene,
  StatisticsScene,
  TrackingScene,
} from './scenes';

export type EmptyKind = 'prompts' | 'sets' | 'results' | 'quests' | 'tracking' | 'statistics';

const SCENES: Record<EmptyKind, () => ReactNode> = {
  prompts: PromptsScene,
  sets: SetsScene,
  results: ResultsScene,
  quests: QuestsScene,
  tracking: TrackingScene,
  statistics: StatisticsScene,
};

/** The picture above an empty state's text; decoration only, the text says it all. */
export function EmptyIllustration({ kind }: { kind: EmptyKind }) {
  const Scene = SCENES[kind];
  return (
    <svg
      className="empty-illustration"
      data-empty={kind}
      viewBox="0 0 160 110"
      width="160"
      height="110"
      aria-hidden="true"
      focusable="false"
    >
      <Scene />
    </svg>
  );
}
