import { useState } from 'react';
import { PhraseForm } from '../../components/round/PhraseForm';
import { RoundHeader } from '../../components/round/RoundHeader';
import { RoundSuccess } from '../../components/round/RoundSuccess';
import { usePhraseSubmit } from '../../components/round/use-phrase-submit';
import { SCREEN_MESSAGES } from '../../lib/errors';
import { formatCoins } from '../../lib/format';
import { useRoundStore } from '../../stores/round';
import { useTutorialStore } from '../../stores/tutorial';
import { PromptFeedback } from './PromptFeedback';

export default function PromptScreen() {
  // Kept for the screen's life: the store drops the round once it is submitted.
  const [round] = useState(() => {
    const current = useRoundStore.getState().round;
    return current?.type === 'prompt' ? current.state : null;
  });
  const [expired, setExpired] = useState(false);
  const phrase = usePhraseSubmit(round?.round_id ?? '', SCREEN_MESSAGES.promptSubmit, () => {
    void useTutorialStore.getState().promptSubmitted();
  });
  if (!round) return null;

  return (
    <section className="card" aria-labelledby="prompt-title">
      <RoundHeader
        title="Prompt Round"
        expiresAt={round.expires_at}
        done={phrase.success !== null}
        onExpire={() => setExpired(true)}
      />
      <p className="round__prompt" id="prompt-title">
        {round.prompt_text}
      </p>
      <div className="round__meta">
        <p className="round__tip">
          Tip: keep it short and original - two copycats will try to imitate your phrase.
        </p>
        <PromptFeedback roundId={round.round_id} initial={round.feedback_type} />
      </div>
      {phrase.success ? (
        <RoundSuccess message={phrase.success} />
      ) : (
        <PhraseForm
          label="Your phrase"
          expired={expired}
          submitting={phrase.submitting}
          error={phrase.error}
          onDismissError={phrase.clearError}
          onSubmit={(text) => void phrase.submit(text)}
        />
      )}
      <p className="round__cost">
        This round costs {formatCoins(round.cost)}. Your phrase earns coins when voters pick it as
        the original.
      </p>
    </section>
  );
}
