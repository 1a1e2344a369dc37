import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FallbackEvent } from '../../src/server/ai/fallback';
import { createOfflineProvider } from '../../src/server/ai/offline/offline-provider';
import { createBackupProvider } from '../../src/server/ai/provider';
import {
  openAiAnswer,
  sendJson,
  startFakeModelServer,
  type FakeModelServer,
} from './fake-model-server';
import { sharedWordContext, testSettings } from './support';

const { dictionary, wordData, rules } = sharedWordContext();
const offline = createOfflineProvider({ rules, dictionary, wordData });
const copyRequest = {
  originalPhrase: 'A HAUNTED HOTEL',
  otherCopy: null,
  promptText: 'Worst place for a honeymoon',
};
const voteRequest = {
  promptText: 'A fruit that is yellow',
  phrases: ['RUSTY TRUCK', 'RIPE BANANA', 'LOUD MUSIC'] as [string, string, string],
};

let server: FakeModelServer;
let events: FallbackEvent[];
beforeAll(async () => {
  server = await startFakeModelServer();
});
afterAll(() => server.close());
beforeEach(() => {
  events = [];
});

function provider(timeoutSeconds = 30) {
  return createBackupProvider(
    testSettings({
      ai_provider: 'openai',
      openai_api_key: 'sk-test',
      ai_timeout_seconds: timeoutSeconds,
    }),
    {
      dictionary,
      wordData,
      openaiBaseUrl: server.baseUrl,
      onFallback: (event) => events.push(event),
    },
  );
}

async function expectOfflineAnswers(
  expectedFailure: FallbackEvent['failure'],
  timeoutSeconds?: number,
) {
  const backup = provider(timeoutSeconds);
  expect(await backup.writeCopy(copyRequest)).toBe(await offline.writeCopy(copyRequest));
  expect(await backup.chooseVote(voteRequest)).toBe(await offline.chooseVote(voteRequest));
  expect(events.map((event) => [event.operation, event.failure])).toEqual([
    ['copy', expectedFailure],
    ['vote', expectedFailure],
  ]);
}

describe('fallback to the offline provider', () => {
  it('uses the model answer when it is valid', async () => {
    server.handle((request, response) => {
      const isVote = JSON.stringify(request.body).includes('RIPE BANANA');
      sendJson(response, 200, openAiAnswer(isVote ? 'LOUD MUSIC' : 'A SPOOKY INN'));
    });
    expect(await provider().writeCopy(copyRequest)).toBe('A SPOOKY INN');
    expect(await provider().chooseVote(voteRequest)).toBe('LOUD MUSIC');
    expect(events).toEqual([]);
  });

  it('falls back when the model does not answer within ai_timeout_seconds', async () => {
    server.handle(() => {
      // Never answers; the server closes the connection when the test file ends.
    });
    const started = Date.now();
    await expectOfflineAnswers('timeout', 0.2);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('falls back on a non-2xx status', async () => {
    server.handle((_request, response) =>
      sendJson(response, 429, { error: { message: 'rate limited' } }),
    );
    await expectOfflineAnswers('http_status');
    expect(events[0]?.message).toContain('429');
  });

  it('falls back on a network error', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    await expectOfflineAnswers('network');
  });

  it('falls back on an answer that is not a chat completion', async () => {
    server.handle((_request, response) => sendJson(response, 200, { unexpected: true }));
    await expectOfflineAnswers('bad_response');
  });

  it('falls back when the copy is refused by the validator or the vote names no phrase', async () => {
    server.handle((request, response) => {
      const isVote = JSON.stringify(request.body).includes('RIPE BANANA');
      // HOTEL repeats a significant word of the original.
      sendJson(response, 200, openAiAnswer(isVote ? 'PURPLE ELEPHANT' : 'A SPOOKY HOTEL'));
    });
    await expectOfflineAnswers('invalid_answer');
    expect(events[0]?.message).toContain('HOTEL');
  });

  it('falls back when the copy uses a word of the prompt it never saw', async () => {
    server.handle((_request, response) => sendJson(response, 200, openAiAnswer('A HONEYMOON INN')));
    expect(await provider().writeCopy(copyRequest)).toBe(await offline.writeCopy(copyRequest));
    expect(events.map((event) => event.failure)).toEqual(['invalid_answer']);
  });
});
