import { useEffect, useState } from 'react';
import type { ContributorRole } from '../../../../../shared/api';
import { call } from '../../../lib/api';
import { roundCost, type RoundCost } from './round-cost';

/**
 * The fee the player paid for their part in a set, from the server's settings. Null until they
 * arrive or when they cannot be read: the reveal then shows the payout alone, never a guess.
 */
export function useRoundCost(role: ContributorRole): RoundCost | null {
  const [cost, setCost] = useState<RoundCost | null>(null);
  useEffect(() => {
    let live = true;
    void call('admin:config').then((result) => {
      if (live && result.ok) setCost(roundCost(role, result.data));
    });
    return () => {
      live = false;
    };
  }, [role]);
  return cost;
}
