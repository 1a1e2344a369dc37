// The list's role and status filters; the server applies them (`player:phrasesets`).
import type { PhrasesetListQuery } from '../../../../shared/api';

export type RoleFilter = NonNullable<PhrasesetListQuery['role']>;
export type StatusFilter = NonNullable<PhrasesetListQuery['status']>;

/** The list shows at most this many past rounds (docs/product.md#timings-and-limits). */
export const PAST_ROUNDS_LIMIT = 100;

export const ROLE_FILTERS: ReadonlyArray<{ value: RoleFilter; label: string }> = [
  { value: 'all', label: 'All roles' },
  { value: 'prompt', label: 'Prompt' },
  { value: 'copy', label: 'Copy' },
];

// The order of docs/product.md#phrase-set-statuses: in_progress, voting, finalized, abandoned, all.
export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'in_progress', label: 'In Progress' },
  { value: 'voting', label: 'Voting' },
  { value: 'finalized', label: 'Finalized' },
  { value: 'abandoned', label: 'Abandoned' },
  { value: 'all', label: 'All' },
];

export interface TrackingFilters {
  role: RoleFilter;
  status: StatusFilter;
}

export const DEFAULT_FILTERS: TrackingFilters = { role: 'all', status: 'all' };

export function listQuery(filters: TrackingFilters): PhrasesetListQuery {
  return { role: filters.role, status: filters.status, limit: PAST_ROUNDS_LIMIT, offset: 0 };
}
