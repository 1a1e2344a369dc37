import { useEffect, useRef, useState } from 'react';
import type { PendingResult } from '../../../../shared/api';
import '../../components/choice-list.css';
import { Spoken } from '../../components/Spoken';
import { capitalize } from '../../lib/format';

/**
 * Results listed at first, and added by each "Show more". The list holds every finalized set
 * the player ever played (the API's pending results): a player of a year has thousands, and
 * drawing 5,000 rows again at every dashboard push took 0.3-0.6 s of the window's thread.
 */
export const RESULTS_SHOWN_AT_ONCE = 50;

interface ResultsListProps {
  results: readonly PendingResult[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * The pending results on the left, newest first: prompt, role, and whether the player has seen
 * it yet. The first RESULTS_SHOWN_AT_ONCE, more on request, and always down to the selected one
 * (a notification may open an older result).
 */
export function ResultsList({ results, selectedId, onSelect }: ResultsListProps) {
  const [limit, setLimit] = useState(RESULTS_SHOWN_AT_ONCE);
  const selectedIndex = results.findIndex((result) => result.phraseset_id === selectedId);
  const shown = Math.max(limit, selectedIndex + 1);
  const notShown = results.length - shown;
  // "Show 50 more (4,950 not shown)", and for the last ones "Show 21 more".
  const moreLabel =
    notShown > RESULTS_SHOWN_AT_ONCE
      ? `Show ${RESULTS_SHOWN_AT_ONCE} more (${notShown.toLocaleString('en-US')} not shown)`
      : `Show ${notShown} more`;
  // After "Show more", focus goes to the first row it added: reading (or tabbing) goes on
  // from there, and the button may be gone.
  const list = useRef<HTMLUListElement>(null);
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    if (firstAdded.current === null) return;
    list.current?.querySelectorAll('button')[firstAdded.current]?.focus();
    firstAdded.current = null;
  }, [shown]);
  const showMore = () => {
    firstAdded.current = shown;
    setLimit(shown + RESULTS_SHOWN_AT_ONCE);
  };
  return (
    <nav className="results-list" aria-label="Pending results">
      <ul className="choice-list" ref={list}>
        {results.slice(0, shown).map((result) => {
          const state = result.payout_claimed ? 'Claimed' : 'New';
          const selected = result.phraseset_id === selectedId;
          return (
            <li key={result.phraseset_id}>
              <button
                type="button"
                className={`choice-list__item${selected ? ' choice-list__item--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(result.phraseset_id)}
              >
                {/* Read as "<prompt>, Prompt role, New". */}
                <span className="choice-list__prompt">
                  {result.prompt_text}
                  <Spoken text=", " />
                </span>
                <span className="choice-list__facts results-list__facts">
                  <span>
                    {capitalize(result.role)}
                    <Spoken text=" role, " />
                  </span>
                  <span
                    className={`badge${result.payout_claimed ? ' results-badge--claimed' : ''}`}
                  >
                    {state}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {notShown > 0 && (
        <button
          type="button"
          className="button button--ghost results-list__more"
          onClick={showMore}
        >
          {moreLabel}
        </button>
      )}
    </nav>
  );
}
