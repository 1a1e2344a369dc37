// Round deadlines, expiry refunds and the copy-round price (docs/game-rules.md#rounds,
// #copy-rounds and #round-expiry).
// Pure: the caller passes "now"; nothing here reads the clock.

/** A point in time as the rules accept it: a Date or epoch milliseconds. */
export type Instant = Date | number;

/** Epoch milliseconds of an Instant; an invalid Date is a bug upstream, so it throws. */
export function toEpochMs(instant: Instant): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  return ms;
}

export interface GraceSettings {
  grace_period_seconds: number;
}

/** Last instant at which a submission is still accepted: expires_at + grace (inclusive). */
export function submissionDeadline(expiresAt: Instant, settings: GraceSettings): Date {
  return new Date(toEpochMs(expiresAt) + settings.grace_period_seconds * 1000);
}

/**
 * The earliest expires_at whose round still accepts a submission at `now`: acceptsSubmission
 * holds exactly when expiresAt is at or after it (for a database condition on expires_at).
 */
export function earliestAcceptedExpiry(now: Instant, settings: GraceSettings): Date {
  return new Date(toEpochMs(now) - settings.grace_period_seconds * 1000);
}

/** "Accepted until expires_at + grace": the deadline instant itself still counts. */
export function acceptsSubmission(
  expiresAt: Instant,
  now: Instant,
  settings: GraceSettings,
): boolean {
  return toEpochMs(now) <= submissionDeadline(expiresAt, settings).getTime();
}

/** Exact complement of acceptsSubmission, so no instant is both (or neither). */
export function isOverdue(expiresAt: Instant, now: Instant, settings: GraceSettings): boolean {
  return !acceptsSubmission(expiresAt, now, settings);
}

export interface ExpiryRefundSettings {
  abandoned_penalty: number;
}

export interface ExpiryRefund {
  /** Paid back to the player. */
  refund: number;
  /** Kept by the house; smaller than abandoned_penalty when the cost was smaller. */
  penaltyKept: number;
}

/** Refund for a timed-out prompt or copy round: never negative, and refund + penalty = cost. */
export function expiryRefund(cost: number, settings: ExpiryRefundSettings): ExpiryRefund {
  const refund = Math.max(0, cost - settings.abandoned_penalty);
  return { refund, penaltyKept: cost - refund };
}

export interface CopyCostSettings {
  copy_cost_normal: number;
  copy_cost_discount: number;
  copy_discount_threshold: number;
}

export interface CopyCost {
  cost: number;
  discountActive: boolean;
  /** What the house adds to the prize pool so every pool starts from the same base. */
  houseSubsidy: number;
}

/** The discount applies only when MORE than copy_discount_threshold prompts are waiting. */
export function copyCost(promptsWaiting: number, settings: CopyCostSettings): CopyCost {
  const discountActive = promptsWaiting > settings.copy_discount_threshold;
  const cost = discountActive ? settings.copy_cost_discount : settings.copy_cost_normal;
  return { cost, discountActive, houseSubsidy: settings.copy_cost_normal - cost };
}
