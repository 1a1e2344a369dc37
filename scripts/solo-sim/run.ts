// `npm run solo:sim`: a newcomer alone on a fresh solo server (the embedded server's profile,
// GAME_PROFILE=solo, on a throw-away PGlite), playing for an hour of simulated time with the
// profile's real timers, then the figures. Settings can be changed through the
// environment as on a server (AI_BACKUP_SPEND_CAP_PER_HOUR=..., etc.). Options:
// --minutes N (default 60). Exits non-zero when a goal is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestClock } from '../../src/server/clock';
import { migrate, openDatabase } from '../../src/server/db';
import { buildApp } from '../../src/server/http/build-app';
import { loadSettings } from '../../src/server/settings';
import { printSoloReport } from './report';
import { simulateSoloPlay } from './simulate';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { minutes: { type: 'string', default: '60' } } });
  const minutes = Number(values.minutes);
  if (!(minutes > 0)) throw new Error('--minutes must be a positive number');
  const dataDir = mkdtempSync(join(tmpdir(), 'copycat-solo-sim-'));
  const settings = loadSettings(
    { GAME_PROFILE: 'solo', ...process.env, DATABASE_URL: undefined },
    {
      data_dir: dataDir,
      token_secret: 'solo-simulation-token-secret-0123456789abcdef',
      admin_password: 'solo-simulation-admin',
      // The newcomer's session must outlive the simulated hour; no game timer is changed.
      access_token_lifetime_seconds: 24 * 3600,
      // The per-player limit counts real seconds, and an hour of play takes well under a minute.
      rate_limit_player: 1_000_000,
    },
  );
  // In memory: nothing of the simulation outlives it.
  const database = await openDatabase({});
  const clock = createTestClock();
  try {
    await migrate(database);
    const app = await buildApp({ settings, database, clock });
    try {
      await app.ready();
      const startedAt = performance.now();
      const report = await simulateSoloPlay({
        app,
        clock,
        minutes,
        onRound: (played) => {
          if (played % 20 === 0) process.stderr.write(`  ${played} rounds played\n`);
        },
      });
      const ok = printSoloReport(report, settings, (performance.now() - startedAt) / 1000);
      process.exitCode = ok ? 0 : 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
