// The real server's start (startServer): a fresh database gets the bots and their starter
// content exactly once, whether the server restarts or two processes start together on one
// PostgreSQL database; the background job then helps with the provider prepared at start;
// with ai_backup_enabled off no bot ever appears.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { runBackupJob } from '../../src/server/backup';
import { createTestClock } from '../../src/server/clock';
import { queryRows } from '../../src/server/db';
import type { StartServerOptions } from '../../src/server/server';
import { createPostgresDatabaseUrl, expectLedgerClean, registerPlayer } from '../support';
import { dataFolderTemplate } from '../support/test-databases';
import { playPrompt } from '../support/game';
import { copyRoundsOf, passBackupDelay } from './backup-support';
import { botContent, NO_BOT_CONTENT, serverStarter, type BotContent } from './backup-servers';

const backupServers = serverStarter(async () => ({
  env: {},
  // A data folder unpacked from the template, as the desktop app starts one.
  dataTemplate: await dataFolderTemplate(),
  overrides: {
    token_secret: 'backup-test-token-secret-long-enough-0123456789',
    admin_password: 'backup-test-admin',
  },
}));
const start = (options?: StartServerOptions) => backupServers.start(options);

const STARTER: BotContent = { bots: 10, prompts: 6, waiting_prompts: 3, copies: 6, sets: 3 };

describe('backup players at server start', () => {
  it('seeds a fresh PGlite database once, not again after a restart', async () => {
    const dataDir = backupServers.newDataFolder();
    const server = await start({ dataDir });
    try {
      expect(await botContent(server.database.db)).toEqual(STARTER);
    } finally {
      await server.close();
    }
    const clock = createTestClock();
    const restarted = await start({ dataDir, clock });
    try {
      expect(await botContent(restarted.database.db)).toEqual(STARTER);
      // The background job's run uses the provider prepared at start.
      const game = restarted.app.serverContext;
      const prompt = await playPrompt(restarted.app, await registerPlayer(restarted.app));
      passBackupDelay(game, clock);
      await runBackupJob(game);
      expect(await copyRoundsOf(game, prompt.roundId, ['submitted'])).toHaveLength(2);
      await expectLedgerClean(restarted.database.db);
    } finally {
      await restarted.close();
    }
  });

  it('gives no password to a bot: a login with its email is refused like a wrong password', async () => {
    const server = await start();
    try {
      const bots = await queryRows<{ email: string; password_hash: string }>(
        server.database.db,
        sql`select email, password_hash from players where is_bot order by email`,
      );
      expect(bots).toHaveLength(STARTER.bots);
      // Each bot has a hash of its own, none of them of any password.
      expect(new Set(bots.map((bot) => bot.password_hash)).size).toBe(bots.length);
      for (const password of ['password1234', bots[0]!.password_hash]) {
        const answer = await server.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: bots[0]!.email, password },
        });
        expect([answer.statusCode, answer.json()]).toEqual([
          401,
          { detail: 'invalid_credentials' },
        ]);
      }
    } finally {
      await server.close();
    }
  });

  it('has no bots at all with ai_backup_enabled off', async () => {
    const server = await start({ overrides: { ai_backup_enabled: false } });
    try {
      expect(await botContent(server.database.db)).toEqual(NO_BOT_CONTENT);
      // Backup players were never started on this server: its job has nothing to run.
      await runBackupJob(server.app.serverContext);
    } finally {
      await server.close();
    }
  });

  const adminUrl = inject('pgAdminUrl');
  it.skipIf(!adminUrl)(
    'seeds once when two processes start together on one PostgreSQL database',
    async () => {
      const { url, drop } = await createPostgresDatabaseUrl(adminUrl);
      try {
        const servers = await Promise.all([
          start({ databaseUrl: url }),
          start({ databaseUrl: url }),
        ]);
        try {
          expect(await botContent(servers[0].database.db)).toEqual(STARTER);
          await expectLedgerClean(servers[0].database.db);
        } finally {
          await Promise.all(servers.map((server) => server.close()));
        }
      } finally {
        await drop();
      }
    },
  );
});
