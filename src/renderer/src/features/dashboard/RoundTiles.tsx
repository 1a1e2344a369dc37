import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoundType } from '../../../../shared/api';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatWaitingCount } from '../../lib/format';
import { useDashboardStore } from '../../stores/dashboard';
import { useRoundStore } from '../../stores/round';
import { startRound } from './start-round';
import {
  canStart,
  disabledReason,
  roundCost,
  startButtonLabel,
  type TileContext,
} from './tile-labels';
import { RoundTile } from './RoundTile';

/** The Start a Round card: one start at a time, errors in a dismissible panel. */
export function RoundTiles() {
  const availability = useDashboardStore((state) => state.data?.round_availability ?? null);
  const round = useRoundStore((state) => state.round);
  const roundExpired = useRoundStore((state) => state.expired);
  const navigate = useNavigate();
  const [starting, setStarting] = useState<RoundType | null>(null);
  const [error, setError] = useState<string | null>(null);

  const context: TileContext = {
    availability,
    round,
    roundExpired,
  };

  const start = async (type: RoundType) => {
    if (starting) return;
    setStarting(type);
    setError(null);
    const problem = await startRound(type);
    setStarting(null);
    if (problem) setError(problem);
    else void navigate(`/${type}`);
  };

  const tile = (type: RoundType) => ({
    type,
    cost: roundCost(type, availability),
    label: starting === type ? 'Starting...' : startButtonLabel(type, context),
    enabled: canStart(type, availability),
    reason: disabledReason(type, context),
    busy: starting !== null,
    onStart: () => void start(type),
  });

  return (
    <section className="card" aria-labelledby="start-round-title">
      <h2 id="start-round-title">Start a Round</h2>
      {error && <ErrorPanel message={error} onDismiss={() => setError(null)} />}
      {/* The tutorial's dashboard step points at the tiles themselves: with the heading and
          the card's padding the box was taller than the room between the sticky header and
          the docked tutorial card at 800x600, so its top slid under the header. */}
      <div className="grid" data-tutorial="round-tiles">
        <RoundTile
          {...tile('prompt')}
          icon="pencil"
          title="Prompt"
          description="Complete a creative prompt with a short phrase."
        />
        <RoundTile
          {...tile('copy')}
          icon="copy"
          title="Copy"
          description="See a phrase without its prompt and write one that blends in."
          badge={availability?.copy_discount_active ? '10% off' : undefined}
          waiting={formatWaitingCount(availability?.prompts_waiting ?? 0, 'prompt', 'prompts')}
        />
        <RoundTile
          {...tile('vote')}
          icon="ballot"
          title="Vote"
          description="Read the prompt and three phrases, then pick the original."
          waiting={formatWaitingCount(
            availability?.phrasesets_waiting ?? 0,
            'phrase set',
            'phrase sets',
          )}
        />
      </div>
    </section>
  );
}
