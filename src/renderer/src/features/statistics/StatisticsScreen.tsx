import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { ActivityPanel } from './ActivityPanel';
import { BestPhrasesPanel } from './BestPhrasesPanel';
import { BreakdownPanel } from './BreakdownPanel';
import { costsSlices, earningsSlices } from './chart-data';
import { RolePerformancePanel } from './RolePerformancePanel';
import { StatisticsHeader } from './StatisticsHeader';
import { TopPromptsPanel } from './TopPromptsPanel';
import { useChartDelay } from './use-chart-delay';
import { useStatistics } from './use-statistics';
import { WinRatesPanel } from './WinRatesPanel';
import './statistics.css';

// Everything recharts stays inside this folder, so the charts library loads only with this
// lazily imported screen.
export default function StatisticsScreen() {
  const state = useStatistics();
  const chartsReady = useChartDelay(state.status === 'ready');

  // Until the data (and with it the player's name, the usual heading) is there, the screen
  // still has a main heading: screen readers and focus after navigation land on it. The header
  // keeps that element when the data arrives, so the focus on it is not lost.
  if (state.status !== 'ready')
    return (
      <div className="stats">
        <StatisticsHeader stats={null} />
        {state.status === 'loading' ? (
          <Spinner label="Loading statistics..." />
        ) : (
          <ErrorPanel message={state.message} onRetry={state.retry} />
        )}
      </div>
    );

  const stats = state.data;
  return (
    <div className="stats">
      <StatisticsHeader stats={stats} />
      <div className="stats-grid">
        <WinRatesPanel stats={stats} chartsReady={chartsReady} />
        <BreakdownPanel
          title="Earnings Breakdown"
          slices={earningsSlices(stats.earnings)}
          caption="Earned"
          emptyMessage="No earnings yet. Start playing to earn coins!"
          chartsReady={chartsReady}
        />
        <BreakdownPanel
          title="Costs Breakdown"
          slices={costsSlices(stats.earnings)}
          caption="Spent"
          emptyMessage="No costs yet. You haven't spent any coins."
          chartsReady={chartsReady}
        />
        <RolePerformancePanel stats={stats} chartsReady={chartsReady} />
        <ActivityPanel frequency={stats.frequency} />
        <TopPromptsPanel prompts={stats.favorite_prompts} />
        <BestPhrasesPanel phrases={stats.best_performing_phrases} />
      </div>
    </div>
  );
}
