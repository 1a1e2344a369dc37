import type { Player } from '../../../../shared/api';
import { formatCoins, formatDate } from '../../lib/format';
import { DEFAULT_MAX_OUTSTANDING_PROMPTS } from '../../lib/constants';
import { useDashboardStore } from '../../stores/dashboard';

export function AccountSection({ player }: { player: Player }) {
  const maxOutstanding = useDashboardStore(
    (state) =>
      state.data?.round_availability.max_outstanding_prompts ?? DEFAULT_MAX_OUTSTANDING_PROMPTS,
  );
  return (
    <>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account Information</h2>
        <dl className="definition-list">
          <dt>Username</dt>
          <dd>{player.username}</dd>
          <dt>Email</dt>
          <dd>{player.email}</dd>
          <dt>Anonymous pseudonym</dt>
          <dd>
            {player.pseudonym}
            <span className="muted small"> - how other players see you in results</span>
          </dd>
          <dt>Account created</dt>
          <dd>{formatDate(player.created_at)}</dd>
          <dt>Last login</dt>
          <dd>{formatDate(player.last_login_date)}</dd>
          <dt>Outstanding prompts</dt>
          <dd>
            {player.outstanding_prompts} / {maxOutstanding}
          </dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="balance-title">
        <h2 id="balance-title">Balance</h2>
        <dl className="definition-list">
          <dt>Current balance</dt>
          <dd>{formatCoins(player.balance)}</dd>
          <dt>Starting balance</dt>
          <dd>{formatCoins(player.starting_balance)}</dd>
        </dl>
      </section>
    </>
  );
}
