import { useEffect, useState, type ReactNode } from 'react';
import type { RoundType } from '../../../shared/api';
import { useRoundStore } from '../stores/round';
import { Redirect } from './Redirect';
import { Spinner } from './Spinner';

interface RoundRouteProps {
  type: RoundType;
  children: ReactNode;
}

/**
 * Round screens need an active round of their type, else they go to the dashboard. The
 * decision is taken once on entry: after a submit the server clears the round while the
 * screen is still showing its result, and that must not bounce the player away early.
 */
export function RoundRoute({ type, children }: RoundRouteProps) {
  const synced = useRoundStore((state) => state.synced);
  const [allowed, setAllowed] = useState<boolean | null>(null);

  useEffect(() => {
    if (!synced) void useRoundStore.getState().loadCurrent();
  }, [synced]);

  useEffect(() => {
    if (allowed !== null || !synced) return;
    setAllowed(useRoundStore.getState().round?.type === type);
  }, [allowed, synced, type]);

  if (allowed === null) return <Spinner />;
  return allowed ? <>{children}</> : <Redirect to="/dashboard" />;
}
