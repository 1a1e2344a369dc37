// What the player paid to take part in a finished set, for the reveal's net figure. The
// result itself does not carry it (api.md), so it comes from the server's settings: a prompt
// costs prompt_cost; a copy costs copy_cost_normal, or copy_cost_discount when it was started
// while the discount was on, which the result does not say: then both are named.
import type { AdminConfig, ContributorRole } from '../../../../../shared/api';

export interface RoundCost {
  /** The fee the net figure subtracts. */
  cost: number;
  /** A lower fee the round may have cost instead (a discounted copy); null when certain. */
  discountedCost: number | null;
}

export function roundCost(role: ContributorRole, config: AdminConfig): RoundCost {
  if (role === 'prompt') return { cost: config.prompt_cost, discountedCost: null };
  const discounted = config.copy_cost_discount < config.copy_cost_normal;
  return {
    cost: config.copy_cost_normal,
    discountedCost: discounted ? config.copy_cost_discount : null,
  };
}
