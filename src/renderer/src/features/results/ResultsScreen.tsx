import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyIllustration } from '../../components/illustrations/EmptyIllustration';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Spinner } from '../../components/Spinner';
import { useDashboardStore } from '../../stores/dashboard';
import { ResultDetail } from './ResultDetail';
import { ResultsList } from './ResultsList';
import { StillInPlay } from './StillInPlay';
import { usePendingResults } from './use-pending-results';
import { useResult } from './use-result';
import './results.css';

/** `?phraseset=<id>` opens one result (a clicked notification links here with it). */
const SELECTED_PARAM = 'phraseset';

export default function ResultsScreen() {
  // The pending list is part of the dashboard snapshot main keeps fresh, so it updates live
  // (a result turns from New to Claimed once opened).
  const dashboard = useDashboardStore((state) => state.data);
  const load = usePendingResults();
  const [params, setParams] = useSearchParams();
  const pending = dashboard?.pending_results ?? [];
  const chosenId = params.get(SELECTED_PARAM);
  const selectedId = chosenId ?? pending[0]?.phraseset_id ?? null;
  const detail = useResult(selectedId);

  // Without ?phraseset= the first result opens; it is then written into the URL so that a newer
  // result arriving at the head of the list never replaces (and marks seen) the one being read.
  useEffect(() => {
    if (chosenId !== null || selectedId === null) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(SELECTED_PARAM, selectedId);
        return next;
      },
      { replace: true },
    );
  }, [chosenId, selectedId, setParams]);

  const select = (id: string) => setParams({ [SELECTED_PARAM]: id }, { replace: true });

  // What was known before this visit shows at once; emptiness is only claimed once confirmed.
  const listFailed = load.status === 'error';
  let body;
  if (selectedId !== null) {
    body = (
      <div className="results__layout">
        <ResultsList results={pending} selectedId={selectedId} onSelect={select} />
        <div className="card results__detail">
          {detail.status === 'ready' && (
            <ResultDetail phrasesetId={selectedId} result={detail.data} />
          )}
          {detail.status === 'error' && <ErrorPanel message={detail.message} />}
          {(detail.status === 'loading' || detail.status === 'idle') && <Spinner />}
        </div>
      </div>
    );
  } else if (load.status === 'ready') {
    body = (
      <div className="card results__empty">
        <EmptyIllustration kind="results" />
        <h2>No Results Available</h2>
        <p className="muted">
          Results appear here once voting finishes on a phrase set you contributed to.
        </p>
      </div>
    );
  } else if (!listFailed) {
    body = <Spinner />;
  }

  return (
    <section className="results" aria-labelledby="results-title">
      <h1 id="results-title">Results</h1>
      {listFailed && <ErrorPanel message={load.message} onRetry={load.retry} />}
      {dashboard && <StillInPlay />}
      {body}
    </section>
  );
}
