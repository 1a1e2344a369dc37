import type { Quest } from '../../../../shared/api';
import { capitalize, formatCoins } from '../../lib/format';
import { QuestProgress } from './QuestProgress';
import { tierLabel } from './tier';

interface QuestCardProps {
  quest: Quest;
  claiming: boolean;
  onClaim: (questId: string) => void;
}

export function QuestCard({ quest, claiming, onClaim }: QuestCardProps) {
  const tier = tierLabel(quest.quest_type);
  return (
    <li className={`quest-card quest-card--${quest.status}`}>
      <div className="quest-card__top">
        <span className={`quest-card__category quest-card__category--${quest.category}`}>
          {capitalize(quest.category)}
        </span>
        {tier && <span className="quest-card__tier">Tier {tier}</span>}
        <span className="quest-card__reward">{formatCoins(quest.reward_amount)}</span>
      </div>
      <h3 className="quest-card__name">{quest.name}</h3>
      <p className="quest-card__description muted">{quest.description}</p>
      <QuestProgress quest={quest} />
      <div className="quest-card__action">
        {quest.status === 'completed' && (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={claiming}
            aria-label={`Claim ${formatCoins(quest.reward_amount)} for ${quest.name}`}
            onClick={() => onClaim(quest.quest_id)}
          >
            {claiming ? 'Claiming...' : 'Claim'}
          </button>
        )}
        {quest.status === 'claimed' && <span className="quest-card__claimed">Claimed</span>}
      </div>
    </li>
  );
}
