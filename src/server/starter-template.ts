// The desktop build's data-folder template holds the solo game's starter content, so that a fresh
// install opens a game ready to play instead of having bots play it first: the roster and twelve
// rounds through the engine were a second of a first start on a 2-core machine (issue #20), most
// of it PostgreSQL planning statements for the first time in WebAssembly. The content is made once,
// at build time, by the same commands a first start runs (paid, validated, on the timeline and in
// the ledger), just before STARTER_CONTENT_INSTANT; a new folder made from the template moves its
// instants to the first start's (src/server/db/shift-instants.ts).
import { randomBytes } from 'node:crypto';
import { createBackupProvider } from './ai';
import { seedStarterContent } from './backup';
import type { Clock } from './clock';
import type { Database } from './db/types';
import { buildApp } from './http/build-app';
import { loadSettings, type Settings } from './settings';

/**
 * The starter template's content is made in the ten seconds before this instant (never after:
 * its clock stops short of it), far from any real one. A new folder moves it to the first start,
 * so the bots' first rounds read as played just before it, none of them later.
 */
export const STARTER_CONTENT_INSTANT = new Date('2000-01-01T00:00:10.000Z');
const STARTER_CONTENT_SPAN_MS = 10_000;

/** Flows from ten seconds before the instant, as time passes, and stops 1 ms short of it. */
function starterContentClock(): Clock {
  const began = Date.now();
  const start = STARTER_CONTENT_INSTANT.getTime() - STARTER_CONTENT_SPAN_MS;
  return {
    now: () => new Date(start + Math.min(Date.now() - began, STARTER_CONTENT_SPAN_MS - 1)),
  };
}

/** The settings the desktop app's embedded server starts with (embedded-server-entry.ts). */
function starterTemplateSettings(): Settings {
  return loadSettings(
    {},
    {
      game_profile: 'solo',
      api_docs: false,
      // Never stored: only the making of the content reads them.
      token_secret: randomBytes(32).toString('hex'),
      admin_password: randomBytes(32).toString('hex'),
    },
  );
}

/**
 * Fills a migrated database with what a first start of the desktop app's server writes: the
 * prompt library and the starter content, as made just before STARTER_CONTENT_INSTANT (the clock
 * flows, so the content keeps its order). Fails when no starter content could be made: a
 * template without it would leave a fresh install's game empty.
 */
export async function fillStarterTemplate(database: Database): Promise<void> {
  const settings = starterTemplateSettings();
  const app = await buildApp({ settings, database, clock: starterContentClock() });
  try {
    const ctx = app.serverContext;
    const seeded = await seedStarterContent(
      ctx,
      createBackupProvider(settings, { dictionary: ctx.dictionary }),
    );
    if (!seeded) throw new Error('The template database had backup players already');
  } finally {
    await app.close();
  }
}
