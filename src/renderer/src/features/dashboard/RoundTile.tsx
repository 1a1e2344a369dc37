import type { ReactNode } from 'react';
import type { RoundType } from '../../../../shared/api';
import { Icon, type IconName } from '../../components/Icon';
import { formatCoins } from '../../lib/format';

interface RoundTileProps {
  type: RoundType;
  icon: IconName;
  title: string;
  description: string;
  cost: number;
  label: string;
  enabled: boolean;
  busy: boolean;
  badge?: string;
  waiting?: ReactNode;
  /** Why the button is off, when its label does not say it. */
  reason?: string | null;
  onStart: () => void;
}

export function RoundTile({
  type,
  icon,
  title,
  description,
  cost,
  label,
  enabled,
  busy,
  badge,
  waiting,
  reason,
  onStart,
}: RoundTileProps) {
  return (
    <article className="tile" aria-labelledby={`tile-${type}`} data-tutorial={`tile-${type}`}>
      {badge && <span className="badge">{badge}</span>}
      <span className="tile__icon">
        <Icon name={icon} size={28} />
      </span>
      <h3 id={`tile-${type}`}>{title}</h3>
      <p className="muted small">{description}</p>
      <p className="tile__cost">Cost: {formatCoins(cost)}</p>
      {waiting && <p className="small">{waiting}</p>}
      <div className="tile__actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!enabled || busy}
          onClick={onStart}
        >
          {label}
        </button>
        {reason && <p className="muted small tile__reason">{reason}</p>}
      </div>
    </article>
  );
}
