// The checks `npm run crash-test` runs after every SIGKILL must be able to fail: a lost
// acknowledged write, a round left active past its expiry and a broken ledger are each reported,
// and a database holding every acknowledged write passes.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { Acknowledgements } from '../../scripts/crash/acknowledgements';
import { verifyDatabase } from '../../scripts/crash/verify-database';
import { hashRefreshToken } from '../../src/server/auth';
import { accounts } from '../../src/server/db/schema';
import { runGameSweep } from '../../src/server/game/engine/sweep';
import { playerAccount } from '../../src/server/ledger';
import { describeEachEngine, type RegisteredPlayer } from '../support';

const GRACE_SECONDS = 5;

describeEachEngine('crash test verification', (ctx) => {
  let player: RegisteredPlayer;
  let promptRoundId: string;
  let acks: Acknowledgements;

  beforeAll(async () => {
    player = await ctx.registerPlayer();
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/rounds/prompt',
      headers: player.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    promptRoundId = started.json<{ round_id: string }>().round_id;
    const feedback = await ctx.app.inject({
      method: 'POST',
      url: `/rounds/${promptRoundId}/feedback`,
      headers: player.headers,
      payload: { feedback_type: 'like' },
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    acks = new Acknowledgements();
    acks.players.add(player.playerId);
    acks.sessions.add(hashRefreshToken(player.refreshToken));
    acks.startedRounds.add(promptRoundId);
    acks.feedback.add(promptRoundId);
  });

  it('passes a database that holds every acknowledged write', async () => {
    const check = await verifyDatabase(ctx.database, acks, ctx.clock.now(), GRACE_SECONDS);
    expect(check).toEqual({
      missing: [],
      stuckRounds: 0,
      stuckDetails: [],
      leftActive: 1,
      ledgerViolations: [],
    });
  });

  it('names every kind of acknowledged write it cannot find', async () => {
    const lost = new Acknowledgements();
    const unknown = randomUUID();
    lost.players.add(unknown);
    lost.sessions.add(hashRefreshToken('a token never issued'));
    lost.startedRounds.add(unknown);
    lost.submittedRounds.add(promptRoundId); // started, but never submitted
    lost.votes.add(`${player.playerId}:${unknown}`);
    lost.addBonus(player.playerId);
    lost.questRewards.add(unknown);
    lost.feedback.add(unknown);
    lost.resultClaims.add(`${player.playerId}:${unknown}`);
    const { missing } = await verifyDatabase(ctx.database, lost, null, GRACE_SECONDS);
    expect(missing).toEqual([
      `registered player ${unknown} not in the database`,
      `refresh token (hash) ${hashRefreshToken('a token never issued')} not in the database`,
      `started round ${unknown} not in the database`,
      `submitted round ${promptRoundId} is active`,
      `vote ${player.playerId}:${unknown} not in the database`,
      `player ${player.playerId}: 1 bonuses acknowledged, 0 paid`,
      `quest reward quest:${unknown} not in the database`,
      `prompt feedback ${unknown} not in the database`,
      `result claim ${player.playerId}:${unknown} not in the database`,
    ]);
  });

  it('reports a round still active past expiry and grace until a sweep ends it', async () => {
    const { prompt_round_seconds, grace_period_seconds } = ctx.settings;
    expect(grace_period_seconds).toBeLessThanOrEqual(GRACE_SECONDS);
    ctx.clock.advance((prompt_round_seconds + GRACE_SECONDS + 1) * 1000);
    const before = await verifyDatabase(ctx.database, acks, ctx.clock.now(), GRACE_SECONDS);
    expect(before.stuckRounds).toBe(1);
    expect(before.stuckDetails[0]).toContain(`${promptRoundId} prompt expired`);

    await runGameSweep(ctx.serverContext);
    const after = await verifyDatabase(ctx.database, acks, ctx.clock.now(), GRACE_SECONDS);
    expect([after.stuckRounds, after.leftActive, after.missing]).toEqual([0, 0, []]);
  });

  it('reports a balance that no longer matches its ledger entries', async () => {
    const account = playerAccount(player.playerId);
    const shift = (by: number) =>
      ctx.database.db
        .update(accounts)
        .set({ balance: sql`${accounts.balance} + ${by}` })
        .where(eq(accounts.id, account));
    await shift(7);
    try {
      const check = await verifyDatabase(ctx.database, acks, null, GRACE_SECONDS);
      expect(check.ledgerViolations.length).toBeGreaterThan(0);
      expect(check.ledgerViolations.join('\n')).toContain(account);
    } finally {
      await shift(-7); // the suite's own ledger audit runs after this test
    }
  });
});
