import type { ResultsResponse } from '../../../../shared/api';
import { capitalize, formatCoins, formatDateTime } from '../../lib/format';
import { VoteList } from './VoteList';

interface ResultDetailProps {
  result: ResultsResponse;
}

export function ResultDetail({ result }: ResultDetailProps) {
  return (
    <article className="result-detail" aria-labelledby="result-prompt">
      <h2 id="result-prompt" className="result-detail__prompt">
        {result.prompt_text}
      </h2>
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
      <h3>Votes</h3>
      <VoteList votes={result.votes} totalVotes={result.total_votes} />
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
