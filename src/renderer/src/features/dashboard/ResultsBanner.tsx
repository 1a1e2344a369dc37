import { useNavigate } from 'react-router-dom';
import { newResultsCount, useDashboardStore } from '../../stores/dashboard';

/** New results since the player last opened tracking. */
export function ResultsBanner() {
  const count = useDashboardStore((state) => newResultsCount(state.data));
  const seen = useDashboardStore((state) => state.resultsSeenCount);
  const navigate = useNavigate();
  if (count === 0 || count <= seen) return null;

  return (
    <section className="banner banner--results" aria-label="New results">
      <strong>
        {count === 1
          ? 'A phrase set you played in has finished!'
          : `${count} phrase sets you played in have finished!`}
      </strong>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void navigate('/results')}
      >
        View Results
      </button>
    </section>
  );
}
