// Names in a set's details: voters appear by the pseudonym other players see in results, in the
// vote table and in the timeline; contributors and generated usernames stay exactly as they are.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Activity, PhrasesetDetails } from '../../src/shared/api';
import { ActivityTimeline } from '../../src/renderer/src/features/tracking/ActivityTimeline';
import { VoteTable } from '../../src/renderer/src/features/tracking/VoteTable';

const VOTER = '00000000-0000-4000-8000-0000000000d1';
const WRITER = '00000000-0000-4000-8000-0000000000d2';
const AT = '2026-11-24T08:00:00.000Z';

const votes: PhrasesetDetails['votes'] = [
  {
    vote_id: '00000000-0000-4000-8000-0000000000e1',
    voter_id: VOTER,
    voter_username: 'voter1234',
    voter_pseudonym: 'Brave Walrus',
    voted_phrase: 'SAND CASTLE',
    correct: true,
    voted_at: AT,
  },
];

let activities = 0;
function activity(type: Activity['activity_type'], playerId: string, username: string): Activity {
  activities += 1;
  return {
    activity_id: `00000000-0000-4000-8000-${String(activities).padStart(12, '0')}`,
    activity_type: type,
    created_at: AT,
    player_id: playerId,
    player_username: username,
    metadata: {},
  };
}

afterEach(cleanup);

describe('names in the set details', () => {
  it('shows voters by pseudonym in the vote table', () => {
    render(<VoteTable votes={votes} />);
    expect(screen.getByRole('cell', { name: 'Brave Walrus' })).toBeTruthy();
    expect(screen.queryByText('voter1234')).toBeNull();
  });

  it('names a vote by pseudonym and a contribution by its username, as generated', () => {
    render(
      <ActivityTimeline
        activity={[
          activity('prompt_created', WRITER, 'alice1234'),
          activity('vote_submitted', VOTER, 'voter1234'),
        ]}
        votes={votes}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent ?? '');
    expect(lines[0]).toContain('Prompt submitted by alice1234');
    expect(lines[1]).toContain('Vote cast by Brave Walrus');
    expect(lines.join(' ')).not.toContain('voter1234');
  });
});
