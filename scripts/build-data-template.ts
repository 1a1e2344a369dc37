// Writes the data-folder template the desktop app ships (src/server/db/data-template.ts) to the
// path given, e.g. out/main/pglite-template.tar (uncompressed: see DATA_TEMPLATE_FILE_NAME).
// Making one runs initdb and every migration in PGlite (seconds), so it is cached under node_modules/.cache, keyed by PGlite's version, the
// migrations and the prompt library: a build with none of them changed copies the cached one.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { createDataTemplate, templateFingerprint } from '../src/server/db/create-data-template';
import { shippedPromptLibrary, syncPromptLibrary } from '../src/server/game/engine/prompt-library';

const REPO_ROOT = join(__dirname, '..');
const MIGRATIONS = join(REPO_ROOT, 'src/server/db/migrations');
const PROMPT_LIBRARY = join(REPO_ROOT, 'src/server/data/prompts.json');

function templateKey(): string {
  const pglite = JSON.parse(
    readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return templateFingerprint(MIGRATIONS, pglite.version, readFileSync(PROMPT_LIBRARY));
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: build-data-template.ts <output file>');
  const cached = join(
    REPO_ROOT,
    'node_modules/.cache/copycat',
    `pglite-template-${templateKey()}.tar`,
  );
  if (!existsSync(cached)) {
    mkdirSync(dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}`;
    // The prompt library synced too: the first start then finds it in place.
    const template = await createDataTemplate(MIGRATIONS, 'none', (database) =>
      syncPromptLibrary(database.db, shippedPromptLibrary(), new Date()),
    );
    writeFileSync(partial, template);
    // Renamed into place whole, so a parallel build never copies half a file.
    renameSync(partial, cached);
    // Templates of older migrations or libraries are never copied again.
    for (const name of readdirSync(dirname(cached)))
      if (/^pglite-template-\w+\.t(ar|gz)$/.test(name) && join(dirname(cached), name) !== cached)
        rmSync(join(dirname(cached), name), { force: true });
  }
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(cached, target);
}

main().catch((error: unknown) => {
  console.error('Could not build the data-folder template:', error);
  process.exit(1);
});
