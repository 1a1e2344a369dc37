// `npm run bench:statements`: how many SQL statements (BEGIN and COMMIT included) each game
// call sends to the database, counted while one scripted game is played through the real app
// (app.inject) on an in-memory PGlite. Unlike the timed benchmark this figure does not depend
// on the machine or on what else runs on it: every statement is a round trip to the database,
// and under load the round trips made while a hot row (a prize pool, a phrase set) is locked
// are what makes players queue. BENCHMARKS.md keeps these counts beside the timed figures.
import type { FastifyInstance } from 'fastify';
import { systemClock } from '../src/server/clock';
import { migrate, openDatabase } from '../src/server/db';
import { buildApp } from '../src/server/http/build-app';
import { loadSettings } from '../src/server/settings';
import { countStatements } from '../src/server/dev/query-counter';
import { PhraseWriter } from './load/phrase-writer';
import { seededRandom } from './lib/seeded-random';

/** `-- --show`: print the statements of each endpoint's first call (where its round trips go). */
const SHOW_STATEMENTS = process.argv.includes('--show');

interface Reply {
  [field: string]: unknown;
}

async function main(): Promise<void> {
  const source = await openDatabase({});
  await migrate(source);
  const counter = countStatements(source);
  const settings = loadSettings(
    {},
    {
      token_secret: 'bench-statements-secret-0123456789abcdef',
      admin_password: 'bench-admin-password',
      data_dir: '.data/bench-statements',
      ai_backup_enabled: false,
    },
  );
  const app = await buildApp({ settings, database: counter.database, clock: systemClock });
  const writer = PhraseWriter.create();
  const random = seededRandom(1);
  const counts = new Map<string, number[]>();
  const shown = new Set<string>();
  const call = async (
    endpoint: string,
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => {
    counter.reset();
    const reply = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.statusCode >= 300) throw new Error(`${endpoint}: ${reply.statusCode} ${reply.body}`);
    // The session check is cached per process (queries/session-liveness.ts) and on a
    // PostgreSQL server re-checked for all sessions together: it is not the call's own work.
    const own = counter.statements.filter((text) => !text.includes('"refresh_tokens"."family_id"'));
    counts.set(endpoint, [...(counts.get(endpoint) ?? []), own.length]);
    if (SHOW_STATEMENTS && !shown.has(endpoint)) {
      shown.add(endpoint);
      console.log(
        `\n${endpoint}:\n${own.map((text) => `  ${text.replace(/\s+/g, ' ')}`).join('\n')}`,
      );
    }
    return reply.json<Reply>();
  };

  try {
    const [author, copier1, copier2, ...voters] = await signUp(app, 8);
    if (!author || !copier1 || !copier2) throw new Error('sign-up failed');
    const prompt = await call('POST /rounds/prompt', author, 'POST', '/rounds/prompt');
    await call(
      'POST /rounds/:id/feedback',
      author,
      'POST',
      `/rounds/${String(prompt.round_id)}/feedback`,
      { feedback_type: 'like' },
    );
    await call(
      'POST /rounds/:id/submit',
      author,
      'POST',
      `/rounds/${String(prompt.round_id)}/submit`,
      {
        phrase: writer.promptPhrase(random, String(prompt.prompt_text)),
      },
    );
    for (const copier of [copier1, copier2]) {
      const copy = await call('POST /rounds/copy', copier, 'POST', '/rounds/copy');
      await call(
        'POST /rounds/:id/submit',
        copier,
        'POST',
        `/rounds/${String(copy.round_id)}/submit`,
        {
          phrase: writer.copyPhrase(random, String(copy.original_phrase)),
        },
      );
    }
    for (const voter of voters) {
      const vote = await call('POST /rounds/vote', voter, 'POST', '/rounds/vote');
      const phrases = vote.phrases as string[];
      await call(
        'POST /phrasesets/:id/vote',
        voter,
        'POST',
        `/phrasesets/${String(vote.phraseset_id)}/vote`,
        { phrase: phrases[0] },
      );
    }
    const setId = String(prompt.round_id);
    for (const [endpoint, url] of [
      ['GET /player/dashboard', '/player/dashboard'],
      ['GET /quests/claimable', '/quests/claimable'],
      ['GET /player/balance', '/player/balance'],
      ['GET /phrasesets/:id/details', `/phrasesets/${setId}/details`],
      ['GET /player/statistics', '/player/statistics'],
      ['GET /quests', '/quests'],
      ['GET /player/phrasesets', '/player/phrasesets?limit=100'],
    ] as const)
      await call(endpoint, author, 'GET', url);

    console.log(
      'SQL statements per call (BEGIN and COMMIT included, the cached session check left out), one scripted game on PGlite:',
    );
    for (const [endpoint, list] of counts)
      console.log(
        `  ${endpoint.padEnd(30)} ${[...new Set(list)].sort((a, b) => a - b).join(' or ')}`,
      );
  } finally {
    await app.close();
    await source.close();
  }
}

async function signUp(app: FastifyInstance, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const reply = await app.inject({
      method: 'POST',
      url: '/player',
      payload: { email: `statements-${index}@example.com`, password: 'bench password 123' },
    });
    tokens.push(reply.json<{ access_token: string }>().access_token);
  }
  return tokens;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[statements] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
