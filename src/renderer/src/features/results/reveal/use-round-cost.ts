import { useEffect, useState } from 'react';
import type { ContributorRole } from '../../../../../shared/api';
import { call } from '../../../lib/api';
import { recordedCost, roundCost, type RoundCost } from './round-cost';

/**
 * The fee the player paid for their part in a set: the one the server recorded in the set's
 * timeline, or (older sets) the settings' guess. Null until known or when neither can be
 * read: the reveal then shows the payout alone, never a made-up figure.
 */
export function useRoundCost(phrasesetId: string, role: ContributorRole): RoundCost | null {
  const [cost, setCost] = useState<RoundCost | null>(null);
  useEffect(() => {
    let live = true;
    setCost(null);
    void findCost(phrasesetId, role).then((found) => {
      if (live) setCost(found);
    });
    return () => {
      live = false;
    };
  }, [phrasesetId, role]);
  return cost;
}

async function findCost(phrasesetId: string, role: ContributorRole): Promise<RoundCost | null> {
  const details = await call('phrasesets:details', { id: phrasesetId });
  const recorded = details.ok ? recordedCost(details.data) : null;
  if (recorded) return recorded;
  const config = await call('admin:config');
  return config.ok ? roundCost(role, config.data) : null;
}
