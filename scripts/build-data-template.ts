// Writes the data-folder template the desktop app ships (src/server/db/data-template.ts), with the
// starter content in it (src/server/starter-template.ts), to the path given, e.g.
// out/main/pglite-starter-template.tar (uncompressed: see STARTER_TEMPLATE_FILE_NAME). Making one
// runs initdb, every migration and the bots' first rounds in PGlite (seconds), so it is cached
// under node_modules/.cache, keyed by PGlite's version, the migrations and the server's code and
// data that make the content: a build with none of them changed copies the cached one.
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
import { fillStarterTemplate } from '../src/server/starter-template';

const REPO_ROOT = join(__dirname, '..');
const MIGRATIONS = join(REPO_ROOT, 'src/server/db/migrations');
/** What the content is made by: the prompt library, the bots, the commands they play through. */
const SERVER = join(REPO_ROOT, 'src/server');

function templateKey(): string {
  const pglite = JSON.parse(
    readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const serverFiles = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|json)$/.test(file))
    .sort()
    .flatMap((file) => [file, readFileSync(join(SERVER, file))]);
  return templateFingerprint(MIGRATIONS, pglite.version, ...serverFiles);
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: build-data-template.ts <output file>');
  const cached = join(
    REPO_ROOT,
    'node_modules/.cache/copycat',
    `pglite-starter-template-${templateKey()}.tar`,
  );
  if (!existsSync(cached)) {
    mkdirSync(dirname(cached), { recursive: true });
    const partial = `${cached}.${process.pid}`;
    const template = await createDataTemplate(MIGRATIONS, 'none', fillStarterTemplate);
    writeFileSync(partial, template);
    // Renamed into place whole, so a parallel build never copies half a file.
    renameSync(partial, cached);
    // Templates of older migrations or libraries are never copied again.
    for (const name of readdirSync(dirname(cached)))
      if (
        /^pglite-(starter-)?template-\w+\.t(ar|gz)$/.test(name) &&
        join(dirname(cached), name) !== cached
      )
        rmSync(join(dirname(cached), name), { force: true });
  }
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(cached, target);
}

main().catch((error: unknown) => {
  console.error('Could not build the data-folder template:', error);
  process.exit(1);
});
