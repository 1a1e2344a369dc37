// The person of a solo world: a newcomer who registers and plays through the HTTP API like the
// desktop app, at a person's pace. They write their own phrases, not the backup players' lists:
// prompt answers from the generic phrases, copies word by word with the offline writer. Their
// votes use the offline heuristic, which finds the original far more often than chance on a
// word-by-word copy, so they play to win.
import type { FastifyInstance } from 'fastify';
import { answerPrompt, type BackupProvider } from '../../src/server/ai';
import { writeOfflineCopy } from '../../src/server/ai/offline/copy-writer';
import { copyRequest } from '../../src/server/backup/backup-copy';
import { getWordData } from '../../src/server/ai/offline/word-data';
import type { ServerContext } from '../../src/server/context';
import type { RegisterResponse } from '../../src/shared/api/auth';
import type {
  RoundAvailability,
  StartCopyResponse,
  StartPromptResponse,
  StartVoteResponse,
} from '../../src/shared/api/rounds';
import type { SimClock } from './sim-clock';

export type RoundKind = 'prompt' | 'copy' | 'vote';

/** Seconds a person takes to write or choose before submitting. */
const THINK_SECONDS: Record<RoundKind, number> = { prompt: 25, copy: 20, vote: 8 };
/** Seconds a person spends reading a refusal before trying something else. */
const REFUSAL_SECONDS = 5;

export interface PlayedRound {
  kind: RoundKind;
  /** Copy and vote were both offered before the round (GET /rounds/available). */
  copyAndVoteAvailable: boolean;
  /** The round was started and its phrase or vote accepted. */
  completed: boolean;
  /** A prompt's round id, to follow it to its result. */
  promptRoundId?: string;
  /** What the server answered when the round could not be started or submitted. */
  refusal?: string;
}

export interface Newcomer {
  playerId: string;
  play(kind: RoundKind): Promise<PlayedRound>;
}

interface Reply<T> {
  status: number;
  body: T;
}

export async function registerNewcomer(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: BackupProvider,
  time: SimClock,
): Promise<Newcomer> {
  const registered = await app.inject({
    method: 'POST',
    url: '/player',
    payload: { email: `newcomer-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const { access_token: token, player_id: playerId } = registered.json<RegisterResponse>();
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const reply = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    return { status: reply.statusCode, body: reply.json<T>() } satisfies Reply<T>;
  };
  const submitted = (reply: Reply<unknown>) => reply.status === 200;
  const refused = (reply: Reply<unknown>) => ({
    completed: false,
    refusal: `${reply.status} ${JSON.stringify(reply.body)}`,
  });

  const rounds: Record<RoundKind, () => Promise<Partial<PlayedRound>>> = {
    prompt: async () => {
      const start = await call<StartPromptResponse>('POST', '/rounds/prompt');
      if (start.status !== 200) return refused(start);
      await time.pass(THINK_SECONDS.prompt * 1000);
      const answer = answerPrompt(
        { text: start.body.prompt_text, category: null },
        ctx.settings,
        ctx.dictionary,
        ctx.random,
      );
      const done = await call('POST', `/rounds/${start.body.round_id}/submit`, { phrase: answer });
      if (!submitted(done)) return refused(done);
      return { completed: true, promptRoundId: start.body.round_id };
    },
    copy: async () => {
      const start = await call<StartCopyResponse>('POST', '/rounds/copy');
      if (start.status !== 200) return refused(start);
      await time.pass(THINK_SECONDS.copy * 1000);
      // The texts the server checks a copy against (a person learns them from its refusals).
      const request = await copyRequest(ctx, start.body.prompt_round_id, start.body.round_id);
      const { phrase } = writeOfflineCopy(request, {
        wordData: getWordData(),
        dictionary: ctx.dictionary,
        rules: ctx.settings,
      });
      const done = await call('POST', `/rounds/${start.body.round_id}/submit`, { phrase });
      return submitted(done) ? { completed: true } : refused(done);
    },
    vote: async () => {
      const start = await call<StartVoteResponse>('POST', '/rounds/vote');
      if (start.status !== 200) return refused(start);
      await time.pass(THINK_SECONDS.vote * 1000);
      const phrase = await provider.chooseVote({
        promptText: start.body.prompt_text,
        phrases: start.body.phrases as [string, string, string],
      });
      const done = await call('POST', `/phrasesets/${start.body.phraseset_id}/vote`, { phrase });
      return submitted(done) ? { completed: true } : refused(done);
    },
  };

  return {
    playerId,
    async play(kind) {
      const offered = await call<RoundAvailability>('GET', '/rounds/available');
      const outcome = await rounds[kind]();
      if (outcome.refusal) await time.pass(REFUSAL_SECONDS * 1000);
      return {
        kind,
        copyAndVoteAvailable: offered.body.can_copy && offered.body.can_vote,
        completed: false,
        ...outcome,
      };
    },
  };
}
