// The game server's clock as the renderer knows it (docs/product.md#timings-and-limits). Round
// deadlines are the server's instants: time left is counted against `serverNow()`, never against
// this machine's own clock, which may be minutes off. Main learns the offset from the server's
// answers; it arrives with the sign-in dashboard load and with every dashboard push.

let offsetMs = 0;

/** The server's clock minus this machine's, in ms, as main last reported it. */
export function setServerClockOffset(offset: number): void {
  if (Number.isFinite(offset)) offsetMs = offset;
}

/** Forgets the offset (signed out: the next server may keep another time). */
export function resetServerClock(): void {
  offsetMs = 0;
}

/** Now, by the game server's clock, in ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
