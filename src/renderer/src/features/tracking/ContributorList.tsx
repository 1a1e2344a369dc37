import type { PhrasesetDetails } from '../../../../shared/api';

export function ContributorList({
  contributors,
}: {
  contributors: PhrasesetDetails['contributors'];
}) {
  if (contributors.length === 0) return <p className="muted">No contributors yet.</p>;
  return (
    <ul className="tracking-people">
      {contributors.map((person) => (
        <li key={person.player_id}>
          <strong>{person.username}</strong>
          {person.is_you && <span className="badge tracking-badge--you">You</span>}
          <span className="tracking-people__phrase">{person.phrase ?? 'Still writing...'}</span>
        </li>
      ))}
    </ul>
  );
}
