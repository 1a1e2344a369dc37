// What the player paid to take part in a finished set, for the reveal's net figure. The result
// itself does not carry it (docs/api-reference.md). The server records it in the metadata of the
// player's own timeline entry (prompt_created, copy1_submitted or copy2_submitted), which the set's
// details return: that is exact. Sets recorded before the server did so fall back to its settings:
// a prompt costs prompt_cost; a copy costs copy_cost_normal, or copy_cost_discount when it was
// started while the discount was on, which the settings cannot say: then both are named.
import type { AdminConfig, ContributorRole, PhrasesetDetails } from '../../../../../shared/api';

export interface RoundCost {
  /** The fee the net figure subtracts. */
  cost: number;
  /** A lower fee the round may have cost instead (a discounted copy); null when certain. */
  discountedCost: number | null;
}

const OWN_ENTRY_TYPES: Record<ContributorRole, readonly string[]> = {
  prompt: ['prompt_created'],
  copy: ['copy1_submitted', 'copy2_submitted'],
};

/** The cost the server recorded for the player's own part, or null when it recorded none. */
export function recordedCost(details: PhrasesetDetails): RoundCost | null {
  const you = details.contributors.find((contributor) => contributor.is_you);
  if (!you) return null;
  const entry = details.activity.find(
    (activity) =>
      activity.player_id === you.player_id &&
      OWN_ENTRY_TYPES[details.your_role].includes(activity.activity_type),
  );
  const cost = entry?.metadata.cost;
  return typeof cost === 'number' && Number.isInteger(cost) && cost >= 0
    ? { cost, discountedCost: null }
    : null;
}

/** The settings-based guess, for sets whose timeline carries no cost. */
export function roundCost(role: ContributorRole, config: AdminConfig): RoundCost {
  if (role === 'prompt') return { cost: config.prompt_cost, discountedCost: null };
  const discounted = config.copy_cost_discount < config.copy_cost_normal;
  return {
    cost: config.copy_cost_normal,
    discountedCost: discounted ? config.copy_cost_discount : null,
  };
}
