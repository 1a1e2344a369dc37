// Outside db/ and ledger/, SQL is written one way: the query builder, or an `sql` template run
// through db's queryRows, tableRows or builtOnce (src/server/db/query-rows.ts). A driver's
// answer read directly (`.execute(...)`, or a client's `query`) stays inside db/ and ledger/.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support';

const SERVER = join(REPO_ROOT, 'src/server');
const OWNERS = ['db', 'ledger'];
const DIRECT_DRIVER_USE = /\.execute\(|\bclient\.query\(/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return OWNERS.includes(relative(SERVER, path)) ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

it('leaves driver calls to db/ and ledger/', () => {
  const offenders = sources(SERVER).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line, index) => ({ line, where: `${relative(SERVER, path)}:${index + 1}` }))
      .filter(({ line }) => DIRECT_DRIVER_USE.test(line) && !line.trim().startsWith('//'))
      .map(({ where, line }) => `${where} ${line.trim()}`),
  );
  expect(offenders).toEqual([]);
});
