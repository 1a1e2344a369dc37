import type { PendingResult } from '../../../../shared/api';
import '../../components/choice-list.css';
import { Spoken } from '../../components/Spoken';
import { capitalize } from '../../lib/format';

interface ResultsListProps {
  results: readonly PendingResult[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The pending results on the left: prompt, role, and whether the player has seen it yet. */
export function ResultsList({ results, selectedId, onSelect }: ResultsListProps) {
  return (
    <nav className="results-list" aria-label="Pending results">
      <ul className="choice-list">
        {results.map((result) => {
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
    </nav>
  );
}
