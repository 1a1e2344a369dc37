import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VoteResponse } from '../../../../shared/api';
import { ErrorPanel } from '../../components/ErrorPanel';
import { RoundHeader } from '../../components/round/RoundHeader';
import { call } from '../../lib/api';
import { DEFAULT_COSTS } from '../../lib/constants';
import { messageFor, SCREEN_MESSAGES } from '../../lib/errors';
import { focusLost } from '../../lib/focus';
import { formatCoins } from '../../lib/format';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';
import { OptionTag, optionClass } from './vote-options';
import { VoteResult } from './VoteResult';
import './vote.css';

/** After a vote the dashboard returns 3 s later (docs/product.md#round-flow). */
export const VOTE_REDIRECT_MS = 3_000;

export default function VoteScreen() {
  // Kept for the screen's life: the store drops the round once the vote is in.
  const [round] = useState(() => {
    const current = useRoundStore.getState().round;
    return current?.type === 'vote' ? current.state : null;
  });
  const voteCost = useDashboardStore(
    (state) => state.data?.round_availability.vote_cost ?? DEFAULT_COSTS.vote,
  );
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [voting, setVoting] = useState<string | null>(null);
  const [result, setResult] = useState<VoteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = useRef<HTMLDivElement>(null);
  /** The index of the phrase whose vote was just refused: its button gets focus back. */
  const refused = useRef<number | null>(null);
  useEffect(() => {
    // The pressed button is disabled while its vote is in flight, which drops focus to the page
    // body (from which the next Tab starts again at the top of the window). A refused vote
    // enables the buttons again: focus goes back to the one pressed, as PhraseForm does for a
    // refused phrase. Not when the round ran out meanwhile (the buttons stay disabled).
    if (voting !== null || refused.current === null) return;
    const button = options.current?.querySelectorAll('button')[refused.current];
    refused.current = null;
    if (button && !button.disabled && focusLost()) button.focus();
  }, [voting]);

  // After a vote, and after the time ran out, the dashboard returns by itself: the screen has
  // nothing left to do (the Back button is there for a player who does not want to wait).
  // A vote sent before 0:00 may still be accepted in the server's grace period, so while it is
  // in flight the time running out ends nothing: its result then shows for the full delay.
  const forfeited = expired && voting === null && result === null;
  const over = result !== null || forfeited;
  useEffect(() => {
    if (!over) return;
    const timer = setTimeout(() => navigate('/dashboard'), VOTE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [over, navigate]);

  if (!round) return null;

  const vote = async (phrase: string) => {
    if (voting || result || expired) return;
    setVoting(phrase);
    setError(null);
    useRoundStore.getState().setSubmitting(true);
    const answer = await call('phrasesets:vote', { id: round.phraseset_id, phrase });
    if (!answer.ok) {
      refused.current = round.phrases.indexOf(phrase);
      setVoting(null);
      useRoundStore.getState().setSubmitting(false);
      setError(
        answer.error.status === 0
          ? SCREEN_MESSAGES.vote
          : messageFor(answer.error, SCREEN_MESSAGES.vote),
      );
      return;
    }
    // The result before the end of the vote: an expired round never reads as forfeited here.
    setResult(answer.data);
    setVoting(null);
    useRoundStore.getState().finished();
    void useDashboardStore.getState().refresh();
  };

  return (
    <section className="card" aria-labelledby="vote-prompt">
      <RoundHeader
        title="Vote Round"
        expiresAt={round.expires_at}
        done={result !== null}
        onExpire={() => setExpired(true)}
        keepVisible
      />
      <p className="muted">Which phrase is the original answer to this prompt?</p>
      <p className="round__prompt" id="vote-prompt" data-tutorial-keep="">
        {round.prompt_text}
      </p>
      {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
      {forfeited && (
        <div className="notice notice--error" role="alert" data-tutorial-keep="">
          <div className="stack">
            <strong>Time's up! You forfeited {formatCoins(voteCost)}.</strong>
            <span className="small">Returning to dashboard...</span>
          </div>
        </div>
      )}
      <div
        ref={options}
        className="vote-options"
        role="group"
        aria-label="Phrases"
        data-tutorial="vote-options"
      >
        {round.phrases.map((phrase) => (
          <button
            key={phrase}
            type="button"
            className={optionClass(phrase, result)}
            disabled={expired || voting !== null || result !== null}
            onClick={() => void vote(phrase)}
          >
            {voting === phrase ? 'Voting...' : phrase}
            {result && <OptionTag phrase={phrase} result={result} />}
          </button>
        ))}
      </div>
      {result && <VoteResult result={result} />}
      <div className="row">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void navigate('/dashboard')}
        >
          Back to Dashboard
        </button>
      </div>
      <p className="round__cost">
        This vote costs {formatCoins(voteCost)}. Pick the original to win coins from the prize pool.
      </p>
    </section>
  );
}
