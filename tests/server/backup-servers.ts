// Shared by the suites that start real servers with backup players (backup-starter,
// starter-template): throw-away data folders, and a count of what the bots made.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db';
import type { Executor } from '../../src/server/db/types';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/server/server';
import { tempFolders } from '../support/temp-folders';

/**
 * Starts servers on 127.0.0.1, each on a new data folder unless given one, with `defaults`
 * under its own options (overrides merged). The folders are removed once the file's tests are
 * done (tempFolders).
 */
export function serverStarter(defaults: () => Promise<StartServerOptions>) {
  const newDataFolder = tempFolders('copycat-backup-');
  return {
    newDataFolder,
    async start(options: StartServerOptions = {}): Promise<RunningServer> {
      const base = await defaults();
      return startServer({
        host: '127.0.0.1',
        port: 0,
        ...base,
        dataDir: options.dataDir ?? newDataFolder(),
        ...options,
        overrides: { ...base.overrides, ...options.overrides },
      });
    },
  };
}

export interface BotContent {
  bots: number;
  /** Submitted prompt rounds of bots. */
  prompts: number;
  /** Bot prompts that no set was formed from yet. */
  waiting_prompts: number;
  /** Submitted copy rounds of bots. */
  copies: number;
  /** Sets open for votes. */
  sets: number;
}

export async function botContent(db: Executor): Promise<BotContent> {
  const [row] = await queryRows<BotContent>(
    db,
    sql`select
      (select count(*)::int from players where is_bot) as bots,
      (select count(*)::int from rounds r join players b on b.id = r.player_id and b.is_bot
        where r.round_type = 'prompt' and r.status = 'submitted') as prompts,
      (select count(*)::int from rounds r join players b on b.id = r.player_id and b.is_bot
        where r.round_type = 'prompt' and not exists (select 1 from phrasesets s where s.prompt_round_id = r.id)) as waiting_prompts,
      (select count(*)::int from rounds r join players b on b.id = r.player_id and b.is_bot
        where r.round_type = 'copy' and r.status = 'submitted') as copies,
      (select count(*)::int from phrasesets where status = 'voting') as sets`,
  );
  return row!;
}

/** No bot, and nothing made by one. */
export const NO_BOT_CONTENT: BotContent = {
  bots: 0,
  prompts: 0,
  waiting_prompts: 0,
  copies: 0,
  sets: 0,
};
