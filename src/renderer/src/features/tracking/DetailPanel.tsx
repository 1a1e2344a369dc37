import type { PhrasesetDetails } from '../../../../shared/api';
import { capitalize, formatCoins, formatDateTime } from '../../lib/format';
import { SetOutlook } from '../outlook/SetOutlook';
import { useOutlookRules } from '../outlook/use-outlook-rules';
import { ActivityTimeline } from './ActivityTimeline';
import { ContributorList } from './ContributorList';
import { PayoutTable } from './PayoutTable';
import { statusLabel } from './status';
import { VoteProgress } from './VoteProgress';
import { VoteTable } from './VoteTable';

export function DetailPanel({ details }: { details: PhrasesetDetails }) {
  const rules = useOutlookRules();
  return (
    <article className="tracking-detail" aria-labelledby="tracking-detail-title">
      <h2 id="tracking-detail-title" className="tracking-detail__prompt">
        {details.prompt_text}
      </h2>
      <dl className="tracking-detail__facts">
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(details.status)}</dd>
        </div>
        <div>
          <dt>Your role</dt>
          <dd>{capitalize(details.your_role)}</dd>
        </div>
        <div>
          <dt>Your phrase</dt>
          <dd>{details.your_phrase ?? 'Not submitted'}</dd>
        </div>
        {details.your_payout !== null && (
          <div>
            <dt>Your payout</dt>
            <dd>{formatCoins(details.your_payout)}</dd>
          </div>
        )}
        <div>
          <dt>Prize pool</dt>
          <dd>{formatCoins(details.total_pool)}</dd>
        </div>
        {details.closes_at && !details.finalized_at && (
          <div>
            <dt>Voting closes</dt>
            <dd>{formatDateTime(details.closes_at)}</dd>
          </div>
        )}
        {details.finalized_at && (
          <div>
            <dt>Finalized</dt>
            <dd>{formatDateTime(details.finalized_at)}</dd>
          </div>
        )}
      </dl>
      <SetOutlook set={details} rules={rules} />
      <VoteProgress voteCount={details.vote_count} />
      <h3>Contributors</h3>
      <ContributorList contributors={details.contributors} />
      <h3>Votes</h3>
      <VoteTable votes={details.votes} />
      {details.results && (
        <>
          <h3>Results</h3>
          <PayoutTable results={details.results} />
        </>
      )}
      <h3>Activity</h3>
      <ActivityTimeline activity={details.activity} votes={details.votes} />
    </article>
  );
}
