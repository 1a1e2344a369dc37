/**
 * The collapsible explanation of which sets voters get first (docs/game-rules.md#vote-priority).
 */
export function PriorityHelp() {
  return (
    <details className="card tracking-help">
      <summary>How does voting priority work?</summary>
      <p>
        Voters are offered the phrase sets closest to finishing first, so results arrive quickly:
      </p>
      <ul>
        <li>
          <strong>High priority:</strong> sets with 5 or more votes, first in, first out by the time
          of their 5th vote.
        </li>
        <li>
          <strong>Medium priority:</strong> sets with 3 or 4 votes, first in, first out by the time
          of their 3rd vote.
        </li>
        <li>
          <strong>Low priority:</strong> sets with 0 to 2 votes, in random order.
        </li>
      </ul>
      <p>
        After the 3rd vote a set stays open for 10 minutes or until its 5th vote, whichever comes
        first. After the 5th vote it accepts new voters for 60 seconds more. A set takes at most 20
        votes.
      </p>
    </details>
  );
}
