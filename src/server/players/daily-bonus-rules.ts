// Daily bonus (docs/game-rules.md#daily-bonus): once per UTC calendar day, and only once 24 hours
// have passed since the account was created.

const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-mm-dd` of the UTC calendar day containing `at`. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function isOldEnoughForBonus(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= DAY_MS;
}
