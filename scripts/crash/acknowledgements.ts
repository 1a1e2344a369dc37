// Everything the server acknowledged with a 2xx during the crash test: each must be found in
// the database after every crash, since a 2xx is sent only once its transaction committed.
export class Acknowledgements {
  readonly players = new Set<string>();
  /** SHA-256 of each refresh token handed out by a registration or a login. */
  readonly sessions = new Set<string>();
  readonly startedRounds = new Set<string>();
  readonly submittedRounds = new Set<string>();
  /** `<player>:<phrase set>` of each accepted vote. */
  readonly votes = new Set<string>();
  /** Accepted daily bonus claims per player. */
  readonly bonuses = new Map<string, number>();
  /** Quests whose reward was acknowledged as paid. */
  readonly questRewards = new Set<string>();
  /** Prompt rounds whose feedback was acknowledged. */
  readonly feedback = new Set<string>();
  /** `<player>:<phrase set>` of each acknowledged result claim. */
  readonly resultClaims = new Set<string>();

  addBonus(playerId: string): void {
    this.bonuses.set(playerId, (this.bonuses.get(playerId) ?? 0) + 1);
  }

  private bonusCount(): number {
    return [...this.bonuses.values()].reduce((sum, count) => sum + count, 0);
  }

  total(): number {
    return (
      this.players.size +
      this.sessions.size +
      this.startedRounds.size +
      this.submittedRounds.size +
      this.votes.size +
      this.bonusCount() +
      this.questRewards.size +
      this.feedback.size +
      this.resultClaims.size
    );
  }

  summary(): string {
    return `${this.total()} in all: ${this.players.size} registrations, ${this.sessions.size} sessions (registrations and logins), ${this.startedRounds.size} round starts, ${this.submittedRounds.size} submissions, ${this.votes.size} votes, ${this.bonusCount()} daily bonuses, ${this.questRewards.size} quest rewards, ${this.feedback.size} prompt feedbacks, ${this.resultClaims.size} result claims`;
  }
}
