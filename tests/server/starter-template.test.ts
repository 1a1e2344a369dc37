// The desktop build's data-folder template holds the solo game's starter content: a first start
// from it has the bots' prompts and sets at once, read as played just before that start (never at
// the build's instant), balanced in the ledger, and seeds nothing more; a restart moves nothing;
// with backup players off the plain template is used and no bot appears; a template whose
// instants cannot be moved is not kept.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../src/server/clock';
import { openDatabase, queryRows } from '../../src/server/db';
import type { Executor } from '../../src/server/db/types';
import type { StartServerOptions } from '../../src/server/server';
import { expectLedgerClean, registerPlayer } from '../support';
import { call } from '../support/game';
import { BUILT_STARTER_TEMPLATE, dataFolderTemplate } from '../support/test-databases';
import { botContent, NO_BOT_CONTENT, serverStarter, type BotContent } from './backup-servers';

/** Far from the build's instant and from the machine's clock: only the start's clock can put it. */
const FIRST_START = new Date('2031-05-06T07:08:09.000Z');
/** The template's content is made within this before its instant (starter-template.ts). */
const CONTENT_SPAN_MS = 10_000;

beforeAll(() => {
  if (!existsSync(BUILT_STARTER_TEMPLATE))
    throw new Error(
      `${BUILT_STARTER_TEMPLATE} is missing: run \`npx electron-vite build\` (npm test does).`,
    );
});

/** The desktop app's embedded server: solo, given the build's template and a plain one. */
const starterServers = serverStarter(async () => ({
  env: { GAME_PROFILE: 'solo' },
  starterTemplate: BUILT_STARTER_TEMPLATE,
  dataTemplate: await dataFolderTemplate(),
  overrides: {
    token_secret: 'starter-template-token-secret-long-enough-0123',
    admin_password: 'starter-template-admin',
  },
}));
const start = (options?: StartServerOptions) => starterServers.start(options);

/** Solo's roster, the six prompts, the copies of three of them, the three sets. */
const SOLO_STARTER: BotContent = { bots: 12, prompts: 6, waiting_prompts: 3, copies: 6, sets: 3 };

/** The earliest and latest value of every `timestamp with time zone` column of every table. */
async function instantRange(db: Executor): Promise<{ first: Date; last: Date; columns: number }> {
  const columns = await queryRows<{ tab: string; col: string }>(
    db,
    sql`select c.relname as tab, a.attname as col
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and a.atttypid = 'timestamptz'::regtype`,
  );
  const [row] = await queryRows<{ first: string; last: string }>(
    db,
    sql.raw(
      `select min(v) as first, max(v) as last from (${columns
        .map(({ tab, col }) => `select "${col}" as v from "${tab}"`)
        .join(' union all ')}) instants`,
    ),
  );
  return { first: new Date(row!.first), last: new Date(row!.last), columns: columns.length };
}

describe('the starter template', () => {
  it('starts a fresh folder with the starter content, read as played just before the start, seeding nothing more', async () => {
    const dataDir = starterServers.newDataFolder();
    const clock = createTestClock(FIRST_START);
    const server = await start({ dataDir, clock });
    let moved: Awaited<ReturnType<typeof instantRange>>;
    try {
      const db = server.database.db;
      // Made once, at the build.
      expect(await botContent(db)).toEqual(SOLO_STARTER);
      moved = await instantRange(db);
      expect(moved.columns).toBeGreaterThan(10);
      expect(moved.first.getTime()).toBeGreaterThanOrEqual(FIRST_START.getTime() - CONTENT_SPAN_MS);
      // Deadlines (a round's expiry) lie ahead; what happened lies just before the start.
      expect(moved.last.getTime()).toBeLessThan(FIRST_START.getTime() + 3600_000);
      const [played] = await queryRows<{ last: string }>(
        db,
        sql`select max(created_at) as last from phraseset_activity`,
      );
      expect(new Date(played!.last).getTime()).toBeLessThan(FIRST_START.getTime());
      await expectLedgerClean(db);

      // A newcomer can copy and vote at once.
      const player = await registerPlayer(server.app);
      const dashboard = await call(server.app, player, 'GET', '/player/dashboard');
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.round_availability).toMatchObject({
        can_copy: true,
        can_vote: true,
        prompts_waiting: 3,
        phrasesets_waiting: 3,
      });
    } finally {
      await server.close();
    }

    clock.advance(24 * 3600_000);
    const restarted = await start({ dataDir, clock });
    try {
      const db = restarted.database.db;
      expect(await botContent(db)).toEqual(SOLO_STARTER);
      // Moved once: the bots' instants stay where the first start put them.
      expect((await instantRange(db)).first).toEqual(moved!.first);
    } finally {
      await restarted.close();
    }
  });

  it('is not used with backup players off: the plain template, and no bot', async () => {
    const server = await start({ overrides: { ai_backup_enabled: false } });
    try {
      expect(await botContent(server.database.db)).toEqual(NO_BOT_CONTENT);
    } finally {
      await server.close();
    }
  });

  it('is not kept when its instants cannot be moved: the folder is initialised instead', async () => {
    const database = await openDatabase({
      dataDir: starterServers.newDataFolder(),
      dataTemplate: BUILT_STARTER_TEMPLATE,
      // An instant no arithmetic can move from.
      moveTemplateInstants: { from: new Date(Number.NaN), to: FIRST_START },
    });
    try {
      // A new cluster of PostgreSQL's own: not one table of the game's, no bot of the year 2000.
      const [tables] = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
      );
      expect(tables!.count).toBe(0);
    } finally {
      await database.close();
    }
  });
});
