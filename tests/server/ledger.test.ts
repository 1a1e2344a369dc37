import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { transaction } from '../../src/server/db';
import { accounts, ledgerEntries } from '../../src/server/db/schema';
import {
  HOUSE_ACCOUNT,
  InsufficientBalanceError,
  checkLedger,
  getBalance,
  playerAccount,
  poolAccount,
  stakeAccount,
  transfer,
  type Transfer,
} from '../../src/server/ledger';
import { describeEachEngine, type EngineContext } from '../support';

/** A player account funded from the house, as registration does. */
async function fundedPlayer(ctx: EngineContext, amount: number): Promise<string> {
  const playerId = randomUUID();
  await move(ctx, {
    from: HOUSE_ACCOUNT,
    to: playerAccount(playerId),
    amount,
    type: 'starting_balance',
    key: `start:${playerId}`,
  });
  return playerAccount(playerId);
}

function move(ctx: EngineContext, movement: Omit<Transfer, 'at'>): Promise<boolean> {
  return transaction(ctx.database.db, (tx) => transfer(tx, { ...movement, at: ctx.clock.now() }));
}

const balanceOf = (ctx: EngineContext, account: string) => getBalance(ctx.database.db, account);

describeEachEngine('ledger', (ctx) => {
  it('moves coins between accounts, creating the credited one, and records one entry', async () => {
    const player = await fundedPlayer(ctx, 500);
    const round = randomUUID();
    const houseBefore = await balanceOf(ctx, HOUSE_ACCOUNT);

    expect(
      await move(ctx, {
        from: player,
        to: stakeAccount(round),
        amount: 100,
        type: 'prompt_entry',
        key: `charge:${round}`,
        roundId: round,
      }),
    ).toBe(true);
    expect(await balanceOf(ctx, player)).toBe(400);
    expect(await balanceOf(ctx, stakeAccount(round))).toBe(100);
    expect(await balanceOf(ctx, HOUSE_ACCOUNT)).toBe(houseBefore);

    const [entry] = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `charge:${round}`));
    expect(entry).toMatchObject({
      fromAccount: player,
      toAccount: stakeAccount(round),
      amount: 100,
      entryType: 'prompt_entry',
      roundId: round,
    });
    expect(entry!.createdAt.getTime()).toBe(ctx.clock.now().getTime());
    await ctx.expectLedgerClean();
  });

  it('moves nothing a second time for the same idempotency key', async () => {
    const player = await fundedPlayer(ctx, 300);
    const pool = poolAccount(randomUUID());
    const payout = {
      from: HOUSE_ACCOUNT,
      to: player,
      amount: 50,
      type: 'quest_reward' as const,
      key: `quest:${randomUUID()}`,
    };
    expect(await move(ctx, payout)).toBe(true);
    expect(await move(ctx, payout)).toBe(false);
    expect(await move(ctx, { ...payout, from: pool, amount: 999 })).toBe(false);
    expect(await balanceOf(ctx, player)).toBe(350);
    const entries = await ctx.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, payout.key));
    expect(entries).toHaveLength(1);
  });

  it('refuses a debit below zero with InsufficientBalanceError, and the transaction moves nothing', async () => {
    const player = await fundedPlayer(ctx, 30);
    const entriesBefore = await ctx.database.db.$count(ledgerEntries);
    const overdraw = move(ctx, {
      from: player,
      to: stakeAccount(randomUUID()),
      amount: 31,
      type: 'vote_entry',
      key: `charge:${randomUUID()}`,
    });
    await expect(overdraw).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(overdraw).rejects.toMatchObject({ account: player, amount: 31 });
    expect(await balanceOf(ctx, player)).toBe(30);
    expect(await ctx.database.db.$count(ledgerEntries)).toBe(entriesBefore);
    // An account that never existed holds nothing to pay with either.
    await expect(
      move(ctx, {
        from: playerAccount(randomUUID()),
        to: HOUSE_ACCOUNT,
        amount: 1,
        type: 'penalty',
        key: `p:${randomUUID()}`,
      }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
  });

  it('lets only the house go negative; the database refuses any other negative balance', async () => {
    const player = await fundedPlayer(ctx, 10);
    expect(await balanceOf(ctx, HOUSE_ACCOUNT)).toBeLessThan(0);
    await expect(
      ctx.database.db.update(accounts).set({ balance: -1 }).where(eq(accounts.id, player)),
    ).rejects.toThrow();
    expect(await balanceOf(ctx, player)).toBe(10);
  });

  it('skips zero amounts and rejects negative or fractional ones', async () => {
    const player = await fundedPlayer(ctx, 10);
    const entriesBefore = await ctx.database.db.$count(ledgerEntries);
    expect(
      await move(ctx, {
        from: HOUSE_ACCOUNT,
        to: player,
        amount: 0,
        type: 'daily_bonus',
        key: `zero:${randomUUID()}`,
      }),
    ).toBe(true);
    expect(await ctx.database.db.$count(ledgerEntries)).toBe(entriesBefore);
    for (const amount of [-5, 1.5]) {
      await expect(
        move(ctx, {
          from: HOUSE_ACCOUNT,
          to: player,
          amount,
          type: 'daily_bonus',
          key: `bad:${randomUUID()}`,
        }),
      ).rejects.toThrow(RangeError);
    }
  });

  it('never overdraws under concurrent debits of one account', async () => {
    const player = await fundedPlayer(ctx, 1000);
    const attempts = Array.from({ length: 20 }, () =>
      move(ctx, {
        from: player,
        to: stakeAccount(randomUUID()),
        amount: 150,
        type: 'copy_entry',
        key: `charge:${randomUUID()}`,
      }).then(
        () => 'paid',
        (error: unknown) =>
          error instanceof InsufficientBalanceError ? 'refused' : Promise.reject(error),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(6);
    expect(await balanceOf(ctx, player)).toBe(100);
    await ctx.expectLedgerClean();
  });

  it('completes concurrent transfers in opposite directions between two accounts', async () => {
    const [a, b] = [await fundedPlayer(ctx, 1000), await fundedPlayer(ctx, 1000)];
    const transfers = Array.from({ length: 20 }, (_, i) =>
      move(ctx, {
        from: i % 2 ? a : b,
        to: i % 2 ? b : a,
        amount: 10,
        type: 'bot_topup',
        key: `swap:${randomUUID()}`,
      }),
    );
    expect(await Promise.all(transfers)).toEqual(Array(20).fill(true));
    expect([await balanceOf(ctx, a), await balanceOf(ctx, b)]).toEqual([1000, 1000]);
  });

  it('checkLedger names a tampered balance, an unbalanced total and an entry without account', async () => {
    const player = await fundedPlayer(ctx, 200);
    expect(await checkLedger(ctx.database.db)).toEqual([]);

    await ctx.database.db.update(accounts).set({ balance: 250 }).where(eq(accounts.id, player));
    const violations = await checkLedger(ctx.database.db);
    expect(violations).toEqual([
      {
        rule: 'balance_mismatch',
        account: player,
        message: `${player}: balance 250 but its entries net 200`,
      },
      { rule: 'unbalanced_total', message: 'all accounts sum to 50, not 0' },
    ]);
    await ctx.database.db.update(accounts).set({ balance: 200 }).where(eq(accounts.id, player));

    const orphan = stakeAccount(randomUUID());
    await ctx.database.db.execute(sql`
      insert into ledger_entries (id, from_account, to_account, amount, entry_type, idempotency_key, created_at)
      values (${randomUUID()}, ${player}, ${orphan}, 5, 'vote_entry', ${`orphan:${orphan}`}, ${ctx.clock.now().toISOString()})`);
    const orphanViolations = await checkLedger(ctx.database.db);
    expect(orphanViolations.map((violation) => violation.account)).toEqual(
      expect.arrayContaining([player, orphan]),
    );
    expect(orphanViolations.find((violation) => violation.account === orphan)?.message).toBe(
      `${orphan}: no account row but its entries net 5`,
    );
    await ctx.database.db
      .delete(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, `orphan:${orphan}`));
    expect(await checkLedger(ctx.database.db)).toEqual([]);
  });

  it('checkLedger reports a negative non-house balance', async () => {
    const player = await fundedPlayer(ctx, 20);
    await ctx.database.db.execute(
      sql`alter table accounts drop constraint accounts_balance_not_negative`,
    );
    try {
      await ctx.database.db.update(accounts).set({ balance: -20 }).where(eq(accounts.id, player));
      const rules = (await checkLedger(ctx.database.db))
        .filter((violation) => violation.account === player)
        .map((v) => v.rule);
      expect(rules).toEqual(['balance_mismatch', 'negative_balance']);
    } finally {
      await ctx.database.db.update(accounts).set({ balance: 20 }).where(eq(accounts.id, player));
      await ctx.database.db.execute(
        sql`alter table accounts add constraint accounts_balance_not_negative check (kind = 'house' or balance >= 0)`,
      );
    }
  });
});
