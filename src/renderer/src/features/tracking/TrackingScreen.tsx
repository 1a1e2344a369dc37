import { useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { useDashboardStore } from '../../stores/dashboard';
import { DetailPanel } from './DetailPanel';
import { FilterBar } from './FilterBar';
import { DEFAULT_FILTERS, type TrackingFilters } from './filters';
import { PriorityHelp } from './PriorityHelp';
import { RoundList } from './RoundList';
import { SummaryTiles } from './SummaryTiles';
import { finalizedCount, summarizeWithCounts } from './summary';
import { useEarnedTotal } from './use-earned-total';
import { usePastRounds } from './use-past-rounds';
import { usePhrasesetDetail, type DetailTarget } from './use-phraseset-detail';
import './tracking.css';

// Opening this screen also hides the dashboard's new-results banner: AppLayout marks
// tracking as viewed in the dashboard store whenever /tracking is shown.
export default function TrackingScreen() {
  const [filters, setFilters] = useState<TrackingFilters>(DEFAULT_FILTERS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The tiles describe all of the player's rounds, whatever the filters; the list follows the
  // filters, and shares the unfiltered load while they are at their defaults.
  const showingAll =
    filters.role === DEFAULT_FILTERS.role && filters.status === DEFAULT_FILTERS.status;
  const overview = usePastRounds(DEFAULT_FILTERS);
  const filtered = usePastRounds(filters, !showingAll);
  const rounds = showingAll ? overview : filtered;
  const selected = rounds.items.find((item) => item.prompt_round_id === selectedId);
  const selectedPhrasesetId = selected?.phraseset_id;
  const selectedPromptRoundId = selected?.prompt_round_id;
  // Only a new selection (or the set forming) changes what is requested and watched.
  const target = useMemo<DetailTarget | null>(
    () =>
      selectedPromptRoundId === undefined
        ? null
        : {
            requestId: selectedPhrasesetId ?? selectedPromptRoundId,
            promptRoundId: selectedPromptRoundId,
          },
    [selectedPhrasesetId, selectedPromptRoundId],
  );
  const detail = usePhrasesetDetail(target);
  // Picking a round changes the detail panel beside the list, which a screen reader user does
  // not see: a polite live region names the round once its details are in. Focus stays on the
  // list, so the next round is still one Tab away. The text changes only with a new pick, so
  // the open set's pushed updates are not read out again.
  const announcement =
    target && detail.details ? `Details shown: ${detail.details.prompt_text}` : '';
  const counts = useDashboardStore((state) => state.data?.phraseset_summary ?? null);
  const earned = useEarnedTotal(counts ? finalizedCount(counts) : null);
  const summary =
    overview.loading || overview.error
      ? null
      : summarizeWithCounts(overview.items, counts, earned.total);
  const syncOverview = overview.sync;

  useEffect(() => {
    // The header's counters and the tiles read one fresh answer, taken as the list is.
    void useDashboardStore.getState().load();
  }, []);
  const syncFiltered = filtered.sync;
  const retry = () => {
    rounds.retry();
    // The tiles show again with the list: the total too, if its load failed as well.
    if (earned.total === 'unknown') earned.retry();
  };

  useEffect(() => {
    if (!detail.details) return;
    syncOverview(detail.details);
    syncFiltered(detail.details);
  }, [detail.details, syncOverview, syncFiltered]);

  return (
    <section className="tracking" aria-labelledby="tracking-title">
      <h1 id="tracking-title">Past Round Tracking</h1>
      <SummaryTiles summary={summary} loading={overview.loading} />
      <FilterBar filters={filters} onChange={setFilters} />
      <div className="tracking__layout">
        <div className="tracking__list">
          {rounds.loading && <Spinner />}
          {rounds.error && (
            <div className="stack">
              <ErrorPanel message={rounds.error} />
              <button type="button" className="button button--small" onClick={retry}>
                Retry
              </button>
            </div>
          )}
          {!rounds.loading && !rounds.error && (
            <RoundList items={rounds.items} selectedId={selectedId} onSelect={setSelectedId} />
          )}
        </div>
        <div className="card tracking__detail">
          {!target && (
            <p className="muted">Select a round to see its votes, contributors and activity.</p>
          )}
          {target && detail.error && <ErrorPanel message={detail.error} />}
          {target &&
            !detail.error &&
            (detail.details ? <DetailPanel details={detail.details} /> : <Spinner />)}
        </div>
      </div>
      <PriorityHelp />
      <p className="visually-hidden" role="status" data-testid="tracking-announcement">
        {announcement}
      </p>
    </section>
  );
}
