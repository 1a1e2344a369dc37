import { useRef, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { SuccessMessage } from '../../components/SuccessMessage';
import { SCREEN_MESSAGES } from '../../lib/errors';
import { focusLost, focusQuietly } from '../../lib/focus';
import { DailyBonusCard } from './DailyBonusCard';
import { QuestList } from './QuestList';
import { QUEST_VIEWS, questsInView, type QuestView } from './quest-filter';
import { useQuests } from './use-quests';
import './quests.css';

export default function QuestsScreen() {
  const { state, retry, reload, claim, claimingIds, claimedMessage, dismissClaimed } = useQuests();
  const [view, setView] = useState<QuestView>('all');
  const listTitle = useRef<HTMLHeadingElement>(null);
  // A pressed Claim button is disabled, then replaced by "Claimed": its focus would fall to the
  // page body; it goes to the list's heading, from which Tab reaches the next quest.
  const claimKeepingFocus = async (id: string) => {
    await claim(id);
    if (focusLost()) focusQuietly(listTitle.current);
  };

  return (
    <section className="quests" aria-labelledby="quests-title">
      <h1 id="quests-title">Rewards &amp; Quests</h1>
      {claimedMessage && <SuccessMessage message={claimedMessage} onDismiss={dismissClaimed} />}
      <DailyBonusCard onClaimed={reload} />
      <section className="card" aria-labelledby="quest-list-title">
        <h2 id="quest-list-title" ref={listTitle}>
          Quests
        </h2>
        {state.status === 'loading' && <Spinner />}
        {state.status === 'error' && (
          <div className="quests__error" role="alert">
            <h3>{SCREEN_MESSAGES.questsLoadTitle}</h3>
            <p>{state.message}</p>
            <button type="button" className="button" onClick={retry}>
              Retry
            </button>
          </div>
        )}
        {state.status === 'ready' && (
          <>
            <div className="quests__views" role="group" aria-label="Show quests">
              {QUEST_VIEWS.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  className="tabs__tab"
                  aria-pressed={view === option.value}
                  onClick={() => setView(option.value)}
                >
                  {option.label} ({questsInView(state.data.quests, option.value).length})
                </button>
              ))}
            </div>
            <QuestList
              quests={questsInView(state.data.quests, view)}
              claimingIds={claimingIds}
              onClaim={(id) => void claimKeepingFocus(id)}
            />
          </>
        )}
      </section>
    </section>
  );
}
