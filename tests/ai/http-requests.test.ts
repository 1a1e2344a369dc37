import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackupProvider } from '../../src/server/ai/provider';
import {
  geminiAnswer,
  openAiAnswer,
  sendJson,
  startFakeModelServer,
  type FakeModelServer,
} from './fake-model-server';
import { sharedWordContext, testSettings } from './support';

const { dictionary, wordData } = sharedWordContext();
const copyRequest = {
  originalPhrase: 'melted cheese',
  otherCopy: 'LIQUID FOOD',
  promptText: 'My sandwich would taste better with',
};
const voteRequest = {
  promptText: 'My sandwich would taste better with',
  phrases: ['MELTED CHEESE', 'LIQUID FOOD', 'RUNNY DAIRY'] as [string, string, string],
};

let server: FakeModelServer;
beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

describe('OpenAI provider requests', () => {
  const provider = () =>
    createBackupProvider(
      testSettings({
        ai_provider: 'openai',
        openai_api_key: 'sk-test',
        ai_openai_model: 'gpt-test',
      }),
      { dictionary, wordData, openaiBaseUrl: server.baseUrl },
    );

  it('asks chat completions for a copy, with the bearer key and without the prompt', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, openAiAnswer(' "gooey fondue."\n')),
    );
    expect(await provider().writeCopy(copyRequest)).toBe('GOOEY FONDUE');

    expect(server.received).toHaveLength(1);
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = request?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('gpt-test');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]?.content).toContain('2 to 5');
    expect(body.messages[1]?.content).toContain('MELTED CHEESE');
    expect(body.messages[1]?.content).toContain('LIQUID FOOD');
    expect(JSON.stringify(body)).not.toMatch(/sandwich/i);
  });

  it('asks for a vote with the prompt and the three phrases and maps the answer back', async () => {
    server.handle((_request, response) => sendJson(response, 200, openAiAnswer('2. Liquid food')));
    expect(await provider().chooseVote(voteRequest)).toBe('LIQUID FOOD');

    const body = server.received[0]?.body as { messages: { content: string }[] };
    const message = body.messages[1]?.content ?? '';
    expect(message).toContain('My sandwich would taste better with');
    for (const phrase of voteRequest.phrases) expect(message).toContain(phrase);
  });
});

describe('Gemini provider requests', () => {
  const provider = () =>
    createBackupProvider(
      testSettings({
        ai_provider: 'gemini',
        gemini_api_key: 'g-key/1',
        ai_gemini_model: 'gemini-test',
      }),
      { dictionary, wordData, geminiBaseUrl: server.baseUrl },
    );

  it('asks generateContent for a copy, with the key in the query and without the prompt', async () => {
    server.handle((_request, response) => sendJson(response, 200, geminiAnswer('Gooey fondue')));
    expect(await provider().writeCopy(copyRequest)).toBe('GOOEY FONDUE');

    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1beta/models/gemini-test:generateContent?key=g-key%2F1');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toBe('application/json');
    const body = request?.body as {
      systemInstruction: { parts: { text: string }[] };
      contents: { role: string; parts: { text: string }[] }[];
    };
    expect(body.systemInstruction.parts[0]?.text).toContain('2 to 5');
    expect(body.contents).toHaveLength(1);
    expect(body.contents[0]?.role).toBe('user');
    expect(body.contents[0]?.parts[0]?.text).toContain('MELTED CHEESE');
    expect(JSON.stringify(body)).not.toMatch(/sandwich/i);
  });

  it('asks for a vote and maps the answer back', async () => {
    server.handle((_request, response) => sendJson(response, 200, geminiAnswer('RUNNY DAIRY')));
    expect(await provider().chooseVote(voteRequest)).toBe('RUNNY DAIRY');
    const body = server.received[0]?.body as { contents: { parts: { text: string }[] }[] };
    expect(body.contents[0]?.parts[0]?.text).toContain('My sandwich would taste better with');
  });
});
