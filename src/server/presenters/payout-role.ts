import type { PayoutRole } from '../ledger/keys';
import type { ContributorAccess } from './input-rows';

/** The payout role of a contributor in a formed set: the copy submitted first is copy1. */
export function payoutRole(access: ContributorAccess, copy1RoundId: string): PayoutRole {
  if (access.role === 'prompt') return 'original';
  return access.roundId === copy1RoundId ? 'copy1' : 'copy2';
}
