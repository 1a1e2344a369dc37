import type { PhrasesetSummaryItem } from '../../../../shared/api';
import '../../components/choice-list.css';
import { Spoken } from '../../components/Spoken';
import { capitalize } from '../../lib/format';
import { statusLabel } from './status';
import { EmptyIllustration } from '../../components/illustrations/EmptyIllustration';

interface RoundListProps {
  items: readonly PhrasesetSummaryItem[];
  selectedId: string | null;
  onSelect: (promptRoundId: string) => void;
}

function votesText(count: number): string {
  return `${count} ${count === 1 ? 'vote' : 'votes'}`;
}

/** Past rounds, keyed by prompt round id: the only id every row has, formed or not. */
export function RoundList({ items, selectedId, onSelect }: RoundListProps) {
  if (items.length === 0)
    return (
      <div className="empty-state">
        <EmptyIllustration kind="tracking" />
        <p className="muted tracking-list__empty">No rounds match these filters.</p>
      </div>
    );
  return (
    <ul className="choice-list tracking-list" aria-label="Past rounds">
      {items.map((item) => {
        const selected = item.prompt_round_id === selectedId;
        const status = statusLabel(item.status);
        const fresh = item.new_activity_count;
        return (
          <li key={item.prompt_round_id}>
            <button
              type="button"
              className={`choice-list__item${selected ? ' choice-list__item--selected' : ''}`}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(item.prompt_round_id)}
            >
              {/* Read as "<prompt>, Prompt, 3 votes, Finalized, 1 new". */}
              <span className="choice-list__prompt">
                {item.prompt_text}
                <Spoken text=", " />
              </span>
              <span className="choice-list__facts tracking-list__facts">
                <span>
                  {capitalize(item.your_role)}
                  <Spoken text=", " />
                </span>
                <span>
                  {votesText(item.vote_count)}
                  <Spoken text=", " />
                </span>
                <span className={`tracking-status tracking-status--${item.status}`}>
                  {status}
                  {fresh > 0 && <Spoken text=", " />}
                </span>
                {fresh > 0 && <span className="badge">{fresh} new</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
