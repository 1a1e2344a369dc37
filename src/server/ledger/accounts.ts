import { sql } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import { accounts } from '../db/schema';
import type { Executor } from '../db/types';

export type AccountKind = 'player' | 'pool' | 'stake' | 'house';

/** The account that issues coins (starting balances, bonuses) and absorbs them (penalties). */
export const HOUSE_ACCOUNT = 'house';
export const playerAccount = (playerId: string) => `player:${playerId}`;
/** The prize pool of one prompt: its fees, copy fees and vote fees, paid out at finalization. */
export const poolAccount = (promptRoundId: string) => `pool:${promptRoundId}`;
/** The escrow holding an active round's cost until it is used, refunded or forfeited. */
export const stakeAccount = (roundId: string) => `stake:${roundId}`;

const PREFIXED_KINDS = new Set<AccountKind>(['player', 'pool', 'stake']);

/** The kind encoded in an account id; throws on an id no helper above could produce. */
export function accountKind(accountId: string): AccountKind {
  if (accountId === HOUSE_ACCOUNT) return 'house';
  const prefix = accountId.slice(0, accountId.indexOf(':')) as AccountKind;
  if (!PREFIXED_KINDS.has(prefix) || accountId.length <= prefix.length + 1) {
    throw new Error(`Not a ledger account id: ${accountId}`);
  }
  return prefix;
}

/** Current balance of an account; an account that was never credited holds 0. */
export async function getBalance(executor: Executor, accountId: string): Promise<number> {
  const [row] = await balanceOf<{ balance: number }>(executor, { accountId });
  return row ? Number(row.balance) : 0;
}

const balanceOf = builtOnce<{ accountId: string }>(
  (v) => sql`select ${accounts.balance} from ${accounts} where ${accounts.id} = ${v.accountId}`,
);

/** Creates an empty account if it does not exist yet (registration opens each player's). */
export async function openAccount(executor: Executor, accountId: string, at: Date): Promise<void> {
  await executor
    .insert(accounts)
    .values({ id: accountId, kind: accountKind(accountId), balance: 0, createdAt: at })
    .onConflictDoNothing({ target: accounts.id });
}
