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

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

/** The text parts of the first candidate of a generateContent answer, joined. */
function candidateText(body: unknown): string {
  const parts = (body as { candidates?: { content?: { parts?: { text?: unknown }[] } }[] } | null)
    ?.candidates?.[0]?.content?.parts;
  const texts = (parts ?? []).map((part) => part.text).filter((text) => typeof text === 'string');
  if (texts.length === 0) {
    throw new ProviderRequestError('bad_response', 'No text in the first candidate');
  }
  return texts.join('');
}

/**
 * Backup player backed by the Gemini generateContent API (key as the `key` query
 * parameter). Answers are cleaned up but not validated here: the fallback wrapper
 * validates every copy.
 */
export function createGeminiProvider(options: HttpProviderOptions): BackupProvider {
  const generate = async (instructions: string, message: string): Promise<string> => {
    const model = encodeURIComponent(options.model);
    const key = encodeURIComponent(options.apiKey);
    const body = await postJson(
      `${options.baseUrl}/v1beta/models/${model}:generateContent?key=${key}`,
      {
        systemInstruction: { parts: [{ text: instructions }] },
        contents: [{ role: 'user', parts: [{ text: message }] }],
      },
      { timeoutMs: options.timeoutMs },
    );
    return candidateText(body);
  };
  return {
    name: 'gemini',
    writeCopy: async (input) =>
      answerPhrase(await generate(copyInstructions(options.rules), copyMessage(input))),
    chooseVote: async (input) =>
      votedPhrase(await generate(VOTE_INSTRUCTIONS, voteMessage(input)), input.phrases),
  };
}
