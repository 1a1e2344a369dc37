// What the IPC fuzzer remembers of the game from successful answers, so that its well-formed
// messages name real rounds, sets and quests and carry phrases the server accepts: the game
// channels are then answered for real, not only refused.
import type { ServerContext } from '../../../src/server/context';
import type { Random } from '../common/random';
import type { FieldHint } from '../common/schema-values';
import { copyPhrase, promptPhrase } from '../http/valid-phrases';

type Data = Record<string, unknown>;

interface OpenRound {
  roundId: string;
  phrase: (random: Random) => string;
}

export class IpcGameMemory {
  private openRound: OpenRound | undefined;
  private vote: { phrasesetId: string; phrases: string[] } | undefined;
  private lastPromptRoundId: string | undefined;
  private readonly promptTexts = new Map<string, string>();
  private readonly phrasesetIds: string[] = [];
  private readonly questIds: string[] = [];

  constructor(private readonly ctx: ServerContext) {}

  remember(channel: string, data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const body = data as Data;
    if (channel === 'rounds:startPrompt') {
      const promptText = String(body.prompt_text);
      this.lastPromptRoundId = String(body.round_id);
      this.promptTexts.set(this.lastPromptRoundId, promptText);
      this.openRound = {
        roundId: this.lastPromptRoundId,
        phrase: (random) => promptPhrase(this.ctx, random, promptText),
      };
    } else if (channel === 'rounds:startCopy') {
      const original = {
        originalPhrase: String(body.original_phrase),
        promptText: this.promptTexts.get(String(body.prompt_round_id)) ?? '',
      };
      this.openRound = {
        roundId: String(body.round_id),
        phrase: (random) => copyPhrase(this.ctx, random, original),
      };
    } else if (channel === 'rounds:startVote') {
      this.vote = {
        phrasesetId: String(body.phraseset_id),
        phrases: Array.isArray(body.phrases) ? body.phrases.map(String) : [],
      };
    }
    for (const list of [body.unclaimed, body.pending, body.phrasesets]) {
      if (Array.isArray(list))
        for (const item of list)
          if ((item as Data).phraseset_id)
            this.phrasesetIds.push(String((item as Data).phraseset_id));
    }
    if (Array.isArray(body.quests))
      for (const quest of body.quests) this.questIds.push(String((quest as Data).quest_id));
  }

  /** Answers fields of `channel` from memory; undefined leaves them to the schema. */
  hint(channel: string, random: Random): FieldHint {
    return (name) => {
      switch (`${channel} ${name}`) {
        case 'rounds:submit roundId':
          return this.openRound?.roundId;
        case 'rounds:submit phrase':
          return this.openRound?.phrase(random);
        case 'rounds:setFeedback roundId':
        case 'rounds:getFeedback roundId':
          return this.lastPromptRoundId;
        case 'phrasesets:vote id':
          return this.vote?.phrasesetId;
        case 'phrasesets:vote phrase':
          return this.vote && this.vote.phrases.length > 0
            ? random.pick(this.vote.phrases)
            : undefined;
      }
      if (name !== 'id') return undefined;
      const ids = channel.startsWith('phrasesets:')
        ? this.phrasesetIds
        : channel.startsWith('quests:')
          ? this.questIds
          : [];
      return ids.length > 0 ? random.pick(ids) : undefined;
    };
  }
}
