import type { PhrasesetSummaryItem } from '../../../../shared/api';
import '../../components/choice-list.css';
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
              aria-label={`${item.prompt_text}, ${capitalize(item.your_role)}, ${votesText(item.vote_count)}, ${status}${fresh > 0 ? `, ${fresh} new` : ''}`}
              onClick={() => onSelect(item.prompt_round_id)}
            >
              <span className="choice-list__prompt">{item.prompt_text}</span>
              <span className="choice-list__facts tracking-list__facts">
                <span>{capitalize(item.your_role)}</span>
                <span>{votesText(item.vote_count)}</span>
                <span className={`tracking-status tracking-status--${item.status}`}>{status}</span>
                {fresh > 0 && <span className="badge">{fresh} new</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
