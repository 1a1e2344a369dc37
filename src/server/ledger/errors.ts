/** A debit that would take a non-house account below zero; the transaction must not commit. */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
  readonly code = 'insufficient_balance';

  constructor(
    readonly account: string,
    readonly amount: number,
  ) {
    super(`insufficient_balance: ${account} cannot pay ${amount}`);
  }
}
