import type { BackupProvider } from '../provider';
import {
  answerPhrase,
  copyInstructions,
  copyMessage,
  VOTE_INSTRUCTIONS,
  voteMessage,
  votedPhrase,
} from './instructions';
import { postJson, ProviderRequestError, type HttpProviderOptions } from './request';

export const OPENAI_BASE_URL = 'https://api.openai.com';

/** The text of the first choice of a chat completion. */
function completionText(body: unknown): string {
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string') {
    throw new ProviderRequestError('bad_response', 'No message content in the completion');
  }
  return content;
}

/**
 * Backup player backed by the OpenAI chat completions API. Answers are cleaned up but
 * not validated here: the fallback wrapper validates every copy.
 */
export function createOpenAiProvider(options: HttpProviderOptions): BackupProvider {
  const complete = async (instructions: string, message: string): Promise<string> => {
    const body = await postJson(
      `${options.baseUrl}/v1/chat/completions`,
      {
        model: options.model,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: message },
        ],
      },
      { headers: { authorization: `Bearer ${options.apiKey}` }, timeoutMs: options.timeoutMs },
    );
    return completionText(body);
  };
  return {
    name: 'openai',
    writeCopy: async (input) =>
      answerPhrase(await complete(copyInstructions(options.rules), copyMessage(input))),
    chooseVote: async (input) =>
      votedPhrase(await complete(VOTE_INSTRUCTIONS, voteMessage(input)), input.phrases),
  };
}
