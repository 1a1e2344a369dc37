// What the fuzzer knows about the game it is playing: its players and their tokens, and the
// rounds, phrase sets and quests it has seen, with their owners. Learned from 2xx answers only.
import type { Random } from '../common/random';
import type { TokenHolder } from './credentials';

export interface FuzzPlayer extends TokenHolder {
  email: string;
  password: string;
}

export interface KnownRound {
  id: string;
  ownerId: string;
  type: 'prompt' | 'copy' | 'vote';
  /** Prompt rounds: the prompt; copy rounds: the prompt of the original they copy. */
  promptText?: string;
  originalPhrase?: string;
  promptRoundId?: string;
  phrasesetId?: string;
  phrases?: string[];
  open: boolean;
}

export class World {
  readonly players: FuzzPlayer[] = [];
  private readonly rounds = new Map<string, KnownRound>();
  private readonly promptTexts = new Map<string, string>();
  private readonly quests = new Map<string, string>();
  private readonly phrasesets = new Set<string>();
  /** Per player: completed quests and finalized results waiting to be claimed. */
  private readonly claimable = new Map<string, { quests: Set<string>; results: Set<string> }>();

  addPlayer(player: FuzzPlayer): void {
    const existing = this.players.findIndex((known) => known.playerId === player.playerId);
    if (existing >= 0) this.players[existing] = player;
    else this.players.push(player);
  }

  addRound(round: KnownRound): void {
    this.rounds.set(round.id, round);
    if (round.type === 'prompt' && round.promptText)
      this.promptTexts.set(round.id, round.promptText);
    if (round.phrasesetId) this.phrasesets.add(round.phrasesetId);
    // A player has one active round: starting one means the previous one is over.
    for (const other of this.rounds.values()) {
      if (other.ownerId === round.ownerId && other.id !== round.id) other.open = false;
    }
  }

  round(id: string): KnownRound | undefined {
    return this.rounds.get(id);
  }

  closeRound(id: string): void {
    const round = this.rounds.get(id);
    if (round) round.open = false;
  }

  openRoundOf(playerId: string): KnownRound | undefined {
    for (const round of this.rounds.values())
      if (round.ownerId === playerId && round.open) return round;
    return undefined;
  }

  promptTextOf(promptRoundId: string | undefined): string | undefined {
    return promptRoundId ? this.promptTexts.get(promptRoundId) : undefined;
  }

  addQuest(questId: string, ownerId: string): void {
    this.quests.set(questId, ownerId);
  }

  addPhraseset(id: string): void {
    this.phrasesets.add(id);
  }

  claimableOf(playerId: string): { quests: Set<string>; results: Set<string> } {
    let entry = this.claimable.get(playerId);
    if (!entry) this.claimable.set(playerId, (entry = { quests: new Set(), results: new Set() }));
    return entry;
  }

  /** One of the player's own prompt rounds, for feedback. */
  promptRoundOf(random: Random, playerId: string): string | undefined {
    const own = [...this.rounds.values()].filter(
      (round) => round.ownerId === playerId && round.type === 'prompt',
    );
    return own.length > 0 ? random.pick(own).id : undefined;
  }

  /** An id the endpoint may be asked about: one of the player's own, someone else's, or none at all. */
  anyId(random: Random, kind: 'round' | 'quest' | 'phraseset', ownerId?: string): string {
    const ids =
      kind === 'round'
        ? [...this.rounds.values()]
            .filter((round) => !ownerId || round.ownerId === ownerId)
            .map((round) => round.id)
        : kind === 'quest'
          ? [...this.quests.entries()]
              .filter(([, owner]) => !ownerId || owner === ownerId)
              .map(([id]) => id)
          : [...this.phrasesets, ...this.promptTexts.keys()];
    return ids.length > 0 && random.chance(0.85) ? random.pick(ids) : random.uuid();
  }

  /** Who owns a round or quest id, when the fuzzer knows it (phrase sets have several contributors). */
  ownerOf(id: string): string | undefined {
    return this.rounds.get(id)?.ownerId ?? this.quests.get(id);
  }
}
