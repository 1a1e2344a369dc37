// Phrase set statuses as the player reads them (docs/product.md#phrase-set-statuses).
import type { PhrasesetStatus } from '../../../../shared/api';

const STATUS_LABELS: Record<PhrasesetStatus, string> = {
  waiting_copies: 'Waiting for Copies',
  waiting_copy1: 'Waiting for Final Copy',
  voting: 'Voting Active',
  closing: 'Closing Soon',
  finalized: 'Finalized',
  abandoned: 'Abandoned',
};

export function statusLabel(status: PhrasesetStatus): string {
  return STATUS_LABELS[status];
}

/** Finalized and abandoned sets never change again: nothing to watch. */
export function isSettled(status: PhrasesetStatus): boolean {
  return status === 'finalized' || status === 'abandoned';
}
