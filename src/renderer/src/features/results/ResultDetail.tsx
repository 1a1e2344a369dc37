import { useRef } from 'react';
import type { ResultsResponse } from '../../../../shared/api';
import { capitalize, formatCoins, formatDateTime } from '../../lib/format';
import { NetOutcome } from './reveal/NetOutcome';
import { arrivalOrder, countsAfter, reached } from './reveal/reveal-timeline';
import { useReveal } from './reveal/use-reveal';
import { useRoundCost } from './reveal/use-round-cost';
import './reveal/reveal.css';
import { sortVotes } from './votes';
import { VoteList } from './VoteList';

interface ResultDetailProps {
  /** The set's id: its details say what the player's round cost (the result does not). */
  phrasesetId: string;
  result: ResultsResponse;
}

/**
 * One finished set, opened as a reveal: the votes land one by one on the three phrases, the
 * original is unmasked, the net gain or loss shows large and the coins fly into the balance.
 * The facts below are there from the start; `data-reveal` names the stage (for tests and CSS).
 */
export function ResultDetail({ phrasesetId, result }: ResultDetailProps) {
  const { frame, animated, skip } = useReveal(
    `${result.prompt_text}|${result.finalized_at}`,
    result.total_votes,
  );
  const cost = useRoundCost(phrasesetId, result.your_role);
  const votesHeading = useRef<HTMLHeadingElement>(null);
  // The Skip button goes away with the reveal: keep the keyboard where the player was.
  const skipToEnd = () => {
    skip();
    votesHeading.current?.focus();
  };
  const sorted = sortVotes(result.votes);
  const order = arrivalOrder(sorted.map((vote) => vote.vote_count));
  const counts = countsAfter(order, sorted.length, frame.arrived);

  return (
    <article
      className="result-detail"
      aria-labelledby="result-prompt"
      data-reveal={frame.stage}
      data-votes-shown={frame.arrived}
    >
      <h2 id="result-prompt" className="result-detail__prompt">
        {result.prompt_text}
      </h2>
      <div className="reveal__heading">
        <h3 ref={votesHeading} tabIndex={-1}>
          Votes
        </h3>
        {frame.stage !== 'done' && (
          <button type="button" className="button button--ghost button--small" onClick={skipToEnd}>
            Skip reveal
          </button>
        )}
      </div>
      <VoteList
        votes={result.votes}
        totalVotes={result.total_votes}
        reveal={{ counts, unmasked: reached(frame, 'unmask') }}
      />
      <NetOutcome
        payout={result.your_payout}
        cost={cost}
        shown={reached(frame, 'net')}
        coinsFlying={animated && reached(frame, 'coins')}
      />
      <dl className="result-detail__facts">
        <div>
          <dt>Your phrase</dt>
          <dd>{result.your_phrase}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{capitalize(result.your_role)}</dd>
        </div>
        <div>
          <dt>Points earned</dt>
          <dd>{result.your_points}</dd>
        </div>
        <div>
          <dt>Earnings</dt>
          <dd>{formatCoins(result.your_payout)}</dd>
        </div>
      </dl>
      <p className="result-detail__note">
        Coins are added to your balance automatically when voting completes.
      </p>
      <dl className="result-detail__totals">
        <div>
          <dt>Total votes</dt>
          <dd>{result.total_votes}</dd>
        </div>
        <div>
          <dt>Prize pool</dt>
          <dd>{formatCoins(result.total_pool)}</dd>
        </div>
        <div>
          <dt>Finalized</dt>
          <dd>
            <time dateTime={result.finalized_at}>{formatDateTime(result.finalized_at)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
