import { useState } from 'react';
import { PhraseForm } from '../../components/round/PhraseForm';
import { RoundHeader } from '../../components/round/RoundHeader';
import { RoundSuccess } from '../../components/round/RoundSuccess';
import { usePhraseSubmit } from '../../components/round/use-phrase-submit';
import { DEFAULT_ABANDONED_PENALTY } from '../../lib/constants';
import { SCREEN_MESSAGES } from '../../lib/errors';
import { formatCoins } from '../../lib/format';
import { sameAsOriginal, VALIDATION_MESSAGES } from '../../lib/validation';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';
import { useTutorialStore } from '../../stores/tutorial';

export default function CopyScreen() {
  // Kept for the screen's life: the store drops the round once it is submitted.
  const [round] = useState(() => {
    const current = useRoundStore.getState().round;
    return current?.type === 'copy' ? current.state : null;
  });
  const penalty = useDashboardStore(
    (state) => state.data?.round_availability.abandoned_penalty ?? DEFAULT_ABANDONED_PENALTY,
  );
  const [expired, setExpired] = useState(false);
  const phrase = usePhraseSubmit(round?.round_id ?? '', SCREEN_MESSAGES.copySubmit, () => {
    void useTutorialStore.getState().copySubmitted();
  });
  if (!round) return null;

  const checkDifferent = (text: string) =>
    sameAsOriginal(text, round.original_phrase) ? VALIDATION_MESSAGES.copySameAsOriginal : null;

  return (
    <section className="card" aria-labelledby="copy-title">
      <RoundHeader
        title="Copy Round"
        expiresAt={round.expires_at}
        done={phrase.success !== null}
        onExpire={() => setExpired(true)}
      />
      <p className="muted" id="copy-title">
        Original phrase:
      </p>
      <p className="round__phrase">{round.original_phrase}</p>
      <p className="round__tip">
        Tip: you cannot see the prompt. Write a phrase close enough in spirit that voters mistake it
        for the original.
      </p>
      {phrase.success ? (
        <RoundSuccess message={phrase.success} />
      ) : (
        <PhraseForm
          label="Your copy"
          expired={expired}
          submitting={phrase.submitting}
          error={phrase.error}
          onDismissError={phrase.clearError}
          check={checkDifferent}
          onSubmit={(text) => void phrase.submit(text)}
        />
      )}
      <p className="round__cost">
        This round costs {formatCoins(round.cost)}
        {round.discount_active ? (
          <>
            {' '}
            (<strong>10% discount!</strong>)
          </>
        ) : (
          '.'
        )}
      </p>
      <p className="round__cost">
        If the round expires you get {formatCoins(Math.max(0, round.cost - penalty))} back (
        {formatCoins(penalty)} penalty).
      </p>
    </section>
  );
}
