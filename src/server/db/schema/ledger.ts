import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Wallets (Nakama style): one row per player, prize pool, round stake and the house. Only the
 * house, which issues coins, may go negative.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['player', 'pool', 'stake', 'house'] }).notNull(),
    balance: integer('balance').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('accounts_kind_check', sql`${table.kind} in ('player', 'pool', 'stake', 'house')`),
    check('accounts_balance_not_negative', sql`${table.kind} = 'house' or ${table.balance} >= 0`),
  ],
);

/**
 * Every coin movement, written in the transaction of the game change that caused it. The
 * unique idempotency key makes a retried or concurrent payout a no-op. Account columns carry
 * no foreign key because the credited account may be created by the same transfer.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    amount: integer('amount').notNull(),
    entryType: text('entry_type').notNull(),
    idempotencyKey: text('idempotency_key')
      .notNull()
      .unique('ledger_entries_idempotency_key_unique'),
    playerId: uuid('player_id'),
    roundId: uuid('round_id'),
    phrasesetId: uuid('phraseset_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    check('ledger_entries_amount_positive', sql`${table.amount} > 0`),
    check('ledger_entries_distinct_accounts', sql`${table.fromAccount} <> ${table.toAccount}`),
    index('ledger_entries_from_idx').on(table.fromAccount),
    index('ledger_entries_to_idx').on(table.toAccount),
    // With the set, a player's payout for one set is one probe: the dashboard looks one up for
    // each set of the player's history (tests/server/long-history-reads.test.ts).
    index('ledger_entries_player_type_set_idx').on(
      table.playerId,
      table.entryType,
      table.phrasesetId,
    ),
  ],
);
