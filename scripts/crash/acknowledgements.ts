// Everything the server acknowledged with a 2xx during the crash test: each must be found in
// the database after every crash, since a 2xx is sent only once its transaction committed.
export class Acknowledgements {
  readonly players = new Set<string>();
  readonly startedRounds = new Set<string>();
  readonly submittedRounds = new Set<string>();
  /** `<player>:<phrase set>` of each accepted vote. */
  readonly votes = new Set<string>();
  /** Accepted daily bonus claims per player. */
  readonly bonuses = new Map<string, number>();
  /** Quests whose reward was acknowledged as paid. */
  readonly questRewards = new Set<string>();

  addBonus(playerId: string): void {
    this.bonuses.set(playerId, (this.bonuses.get(playerId) ?? 0) + 1);
  }

  total(): number {
    let bonuses = 0;
    for (const count of this.bonuses.values()) bonuses += count;
    return (
      this.players.size +
      this.startedRounds.size +
      this.submittedRounds.size +
      this.votes.size +
      bonuses +
      this.questRewards.size
    );
  }

  summary(): string {
    const bonuses = [...this.bonuses.values()].reduce((sum, count) => sum + count, 0);
    return `${this.players.size} registrations, ${this.startedRounds.size} round starts, ${this.submittedRounds.size} submissions, ${this.votes.size} votes, ${bonuses} daily bonuses, ${this.questRewards.size} quest rewards`;
  }
}
