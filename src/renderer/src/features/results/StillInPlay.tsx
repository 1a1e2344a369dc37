import { SetOutlook } from '../outlook/SetOutlook';
import { standing } from '../outlook/standing';
import { useOutlookRules } from '../outlook/use-outlook-rules';
import { usePlayerSets } from '../outlook/use-player-sets';

/** The player's sets not finished yet: results still to come, with when they will. */
export function StillInPlay() {
  const sets = usePlayerSets({ role: 'all', status: 'in_progress', limit: 10 });
  const rules = useOutlookRules();
  if (!sets || sets.length === 0) return null;
  return (
    <section className="card results__in-play" aria-labelledby="in-play-title">
      <h2 id="in-play-title">Still in play</h2>
      <ul className="results__in-play-list">
        {sets.map((set) => (
          <li key={set.prompt_round_id}>
            <p>
              {set.prompt_text} <strong>{set.your_phrase}</strong> ({set.your_role})
            </p>
            <p className="muted">{standing(set)}</p>
            <SetOutlook set={set} rules={rules} />
          </li>
        ))}
      </ul>
    </section>
  );
}
