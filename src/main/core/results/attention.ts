// Whether the tray should show its alert image: results not yet viewed, a daily bonus to
// claim, or a quest to claim.
import type { DashboardResponse } from '../../../shared/api/dashboard';

export function needsAttention(dashboard: DashboardResponse, claimableQuests: number): boolean {
  const unviewedResults = dashboard.pending_results.some((result) => !result.payout_claimed);
  return unviewedResults || dashboard.player.daily_bonus_available || claimableQuests > 0;
}
