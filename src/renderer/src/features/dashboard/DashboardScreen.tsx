import { useEffect } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { useDashboardStore } from '../../stores/dashboard';
import { usePlayerStore } from '../../stores/player';
import { useRoundStore } from '../../stores/round';
import { useTutorialStore } from '../../stores/tutorial';
import { ActiveRoundBanner } from './ActiveRoundBanner';
import { LastPromptCard } from './LastPromptCard';
import { ResultsBanner } from './ResultsBanner';
import { RoundOutcomeNotice } from './RoundOutcomeNotice';
import { RoundTiles } from './RoundTiles';
import { useFocusRefresh } from './use-focus-refresh';

export default function DashboardScreen() {
  const player = usePlayerStore((state) => state.player);
  const error = useDashboardStore((state) => state.error);
  const hasData = useDashboardStore((state) => state.data !== null);
  const roundLive = useRoundStore((state) => state.round !== null && !state.expired);
  const roundKnown = useRoundStore((state) => state.synced);
  const tutorialKnown = useTutorialStore((state) => state.status !== null);
  useFocusRefresh();

  useEffect(() => {
    // A tutorial paused for a round that ended unsubmitted picks up where it left off. Only
    // once both are known: after a restart the tutorial's status and the round arrive after
    // the dashboard shows, and a round still being played keeps the tutorial paused.
    if (roundKnown && tutorialKnown && !roundLive) void useTutorialStore.getState().resume();
  }, [roundKnown, tutorialKnown, roundLive]);

  return (
    <>
      {/* The friendlier name (the pseudonym others see in results); the header keeps the
          username exactly as generated. */}
      <h1>{player ? `Hi, ${player.pseudonym}!` : 'Dashboard'}</h1>
      {error && (
        <ErrorPanel message={error} onDismiss={() => useDashboardStore.getState().setError(null)} />
      )}
      <ActiveRoundBanner />
      <RoundOutcomeNotice />
      <ResultsBanner />
      {hasData || error ? <RoundTiles /> : <Spinner />}
      <LastPromptCard />
    </>
  );
}
