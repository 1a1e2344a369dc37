// Two server processes on one database, both running the backup scheduler at the same moment:
// every waiting prompt gets exactly its missing copies (no third copy, no bot charged for a
// copy that was not used) and every stalled set exactly the votes up to the minimum threshold.
// On PostgreSQL the two apps have their own connection pools, so their ticks really race; on
// PGlite they share the one connection and interleave between statements.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureRoster, runBackupTick, type BackupTickReport } from '../../src/server/backup';
import { createTestClock } from '../../src/server/clock';
import { migrate, openDatabase } from '../../src/server/db';
import { ledgerEntries, phrasesets, players, rounds } from '../../src/server/db/schema';
import type { Database, Engine } from '../../src/server/db/types';
import { buildApp } from '../../src/server/http/build-app';
import {
  createPgliteDatabase,
  createPostgresDatabaseUrl,
  expectLedgerClean,
  registerPlayer,
  testSettings,
} from '../support';
import { playCopy, playPrompt, type PlayedPrompt } from '../support/game';
import { backupProvider, passBackupDelay } from './backup-support';

const PROMPTS = 8;
/** Of the prompts, these already have one copy by a person: they miss one copy, the others two. */
const HALF_COPIED = 3;

/** Two apps on one database: two pools on PostgreSQL, one shared PGlite instance otherwise. */
async function openTwoApps(engine: Engine) {
  const settings = testSettings();
  const clock = createTestClock(new Date('2032-07-01T12:00:00Z'));
  let databases: Database[];
  let dropDatabase = async () => undefined;
  if (engine === 'postgres') {
    const created = await createPostgresDatabaseUrl(inject('pgAdminUrl'));
    dropDatabase = async () => void (await created.drop());
    databases = [
      await openDatabase({ databaseUrl: created.url, poolSize: 10 }),
      await openDatabase({ databaseUrl: created.url, poolSize: 10 }),
    ];
    await migrate(databases[0]!);
  } else {
    const shared = await createPgliteDatabase();
    databases = [shared, { ...shared, close: async () => undefined }];
  }
  const apps: FastifyInstance[] = [];
  for (const database of databases) apps.push(await buildApp({ settings, database, clock }));
  return {
    apps,
    clock,
    db: databases[0]!.db,
    close: async () => {
      for (const app of apps) await app.close();
      for (const database of [...databases].reverse()) await database.close();
      await dropDatabase();
    },
  };
}

for (const engine of ['pglite', 'postgres'] as const) {
  const unavailable = engine === 'postgres' && !inject('pgAdminUrl');
  describe.skipIf(unavailable)(`backup players: two servers ticking at once [${engine}]`, () => {
    let setup: Awaited<ReturnType<typeof openTwoApps>>;
    beforeAll(async () => {
      setup = await openTwoApps(engine);
    });
    afterAll(async () => {
      await setup?.close();
    });

    /** Both apps tick together, again and again, until neither finds anything left to do. */
    async function tickBothUntilDone(): Promise<Pick<BackupTickReport, 'copies' | 'votes'>> {
      const total = { copies: 0, votes: 0 };
      for (let round = 0; round < 10; round += 1) {
        const reports = await Promise.all(
          setup.apps.map((app) =>
            runBackupTick(app.serverContext, backupProvider(app.serverContext)),
          ),
        );
        const copies = reports.reduce((sum, report) => sum + report.copies, 0);
        const votes = reports.reduce((sum, report) => sum + report.votes, 0);
        total.copies += copies;
        total.votes += votes;
        if (copies + votes === 0) return total;
      }
      throw new Error('the schedulers never ran out of work');
    }

    it('gives each waiting prompt exactly its missing copies, and each stalled set its missing votes', async () => {
      const [first, second] = setup.apps as [FastifyInstance, FastifyInstance];
      // Both processes start together: each makes sure of the roster, which is created once.
      await Promise.all([ensureRoster(first.serverContext), ensureRoster(second.serverContext)]);
      const bots = await setup.db
        .select({ id: players.id })
        .from(players)
        .where(eq(players.isBot, true));
      expect(bots).toHaveLength(new Set(bots.map((bot) => bot.id)).size);

      const prompts: PlayedPrompt[] = [];
      for (let i = 0; i < PROMPTS; i += 1) {
        prompts.push(await playPrompt(first, await registerPlayer(first)));
        setup.clock.advance(1000); // the copy queue is first in, first out
      }
      const promptIds = prompts.map((prompt) => prompt.roundId);
      // Copies go to the oldest prompt this person has not copied: one copier, one copy each.
      const copier = await registerPlayer(second);
      for (const prompt of prompts.slice(0, HALF_COPIED)) {
        expect(
          (await playCopy(second, copier, { promptText: prompt.promptText })).promptRoundId,
        ).toBe(prompt.roundId);
      }
      const missingCopies = PROMPTS * 2 - HALF_COPIED;

      passBackupDelay(first.serverContext, setup.clock);
      const copying = await tickBothUntilDone();
      expect(copying.copies).toBe(missingCopies);

      const copyRounds = await setup.db
        .select()
        .from(rounds)
        .where(and(eq(rounds.roundType, 'copy'), inArray(rounds.promptRoundId, promptIds)));
      for (const promptRoundId of promptIds) {
        const copies = copyRounds.filter((copy) => copy.promptRoundId === promptRoundId);
        expect(copies.map((copy) => copy.status)).toEqual(['submitted', 'submitted']);
      }
      const botIds = new Set(bots.map((bot) => bot.id));
      const botCopies = copyRounds.filter((copy) => botIds.has(copy.playerId));
      expect(botCopies).toHaveLength(missingCopies);
      // Exactly one entry fee per copy that was used: no bot paid for a refused or spare copy.
      const botCopyFees = await setup.db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.entryType, 'copy_entry'),
            inArray(ledgerEntries.playerId, [...botIds]),
          ),
        );
      expect(botCopyFees.map((fee) => fee.roundId).sort()).toEqual(
        botCopies.map((copy) => copy.id).sort(),
      );

      const sets = await setup.db
        .select()
        .from(phrasesets)
        .where(inArray(phrasesets.promptRoundId, promptIds));
      expect(sets).toHaveLength(PROMPTS);
      passBackupDelay(first.serverContext, setup.clock);
      const voting = await tickBothUntilDone();
      const threshold = first.serverContext.settings.vote_minimum_threshold;
      expect(voting.votes).toBe(PROMPTS * threshold);
      const voted = await setup.db
        .select()
        .from(phrasesets)
        .where(inArray(phrasesets.promptRoundId, promptIds));
      expect(voted.map((set) => [set.voteCount, set.reservedVotes])).toEqual(
        voted.map(() => [threshold, 0]),
      );
      await expectLedgerClean(setup.db);
    });
  });
}
