// The crash test records what each 2xx of the benchmark's load simulator committed, to look
// it up after every kill: every write endpoint the simulated players call must be recorded
// under the key the database check uses, and reads must record nothing.
import { describe, expect, it } from 'vitest';
import { Acknowledgements } from '../../scripts/crash/acknowledgements';
import { acknowledge } from '../../scripts/crash/simulated-players';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const ID = '22222222-2222-4222-8222-222222222222';

function recorded(endpoint: string, path: string, body: unknown = {}) {
  const acks = new Acknowledgements();
  acknowledge(acks, PLAYER, endpoint, path, body);
  return {
    total: acks.total(),
    startedRounds: [...acks.startedRounds],
    submittedRounds: [...acks.submittedRounds],
    votes: [...acks.votes],
    feedback: [...acks.feedback],
    questRewards: [...acks.questRewards],
    resultClaims: [...acks.resultClaims],
  };
}

describe("the crash test's record of the load simulator's 2xx answers", () => {
  it.each(['prompt', 'copy', 'vote'])('records the round a POST /rounds/%s started', (kind) => {
    expect(recorded(`POST /rounds/${kind}`, `/rounds/${kind}`, { round_id: ID })).toMatchObject({
      total: 1,
      startedRounds: [ID],
    });
  });

  it('records submissions, feedback, votes, result claims and quest rewards by their ids', () => {
    expect(recorded('POST /rounds/:id/submit', `/rounds/${ID}/submit`)).toMatchObject({
      total: 1,
      submittedRounds: [ID],
    });
    expect(recorded('POST /rounds/:id/feedback', `/rounds/${ID}/feedback`)).toMatchObject({
      total: 1,
      feedback: [ID],
    });
    expect(recorded('POST /phrasesets/:id/vote', `/phrasesets/${ID}/vote`)).toMatchObject({
      total: 1,
      votes: [`${PLAYER}:${ID}`],
    });
    expect(recorded('POST /phrasesets/:id/claim', `/phrasesets/${ID}/claim`)).toMatchObject({
      total: 1,
      resultClaims: [`${PLAYER}:${ID}`],
    });
    expect(recorded('POST /quests/:id/claim', `/quests/${ID}/claim`)).toMatchObject({
      total: 1,
      questRewards: [ID],
    });
  });

  it.each([
    ['GET /player/dashboard', '/player/dashboard'],
    ['GET /quests/claimable', '/quests/claimable'],
    ['GET /phrasesets/:id/results', `/phrasesets/${ID}/results`],
  ])('records nothing for %s', (endpoint, path) => {
    expect(recorded(endpoint, path).total).toBe(0);
  });
});
