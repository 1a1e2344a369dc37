export {
  HOUSE_ACCOUNT,
  accountKind,
  getBalance,
  openAccount,
  playerAccount,
  poolAccount,
  stakeAccount,
  type AccountKind,
} from './accounts';
export { transfer, type Transfer } from './transfer';
export { checkLedger, type LedgerViolation } from './check-ledger';
export { InsufficientBalanceError } from './errors';
export { INTERNAL_ENTRY_TYPES, PLAYER_ENTRY_TYPES, type EntryType } from './entry-types';
