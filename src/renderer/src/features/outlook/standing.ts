import type { PhrasesetSummaryItem } from '../../../../shared/api';
import { formatCoins } from '../../lib/format';

const votes = (count: number) => `${count} ${count === 1 ? 'vote' : 'votes'}`;

/** Where one of the player's sets stands, in a sentence. */
export function standing(set: PhrasesetSummaryItem): string {
  switch (set.status) {
    case 'waiting_copies':
      return 'Waiting for two copies';
    case 'waiting_copy1':
      return 'One copy in, waiting for the second';
    case 'voting':
      return `Voting: ${votes(set.vote_count)} so far`;
    case 'closing':
      return `Closing: ${votes(set.vote_count)} so far`;
    case 'finalized':
      return `Finalized: you earned ${formatCoins(set.your_payout ?? 0)}`;
    case 'abandoned':
      return 'Abandoned: the round ran out of time';
  }
}
