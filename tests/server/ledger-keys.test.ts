import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ledgerKeys } from '../../src/server/ledger/keys';

const SERVER = join(__dirname, '../../src/server');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('ledger idempotency keys', () => {
  it('each kind of movement has a prefix of its own', () => {
    const prefixes = Object.values(ledgerKeys).map(
      (build) => (build as (...args: unknown[]) => string)('x', new Date(0)).split(':')[0],
    );
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('every transfer takes its key from ledger/keys.ts', () => {
    const builtElsewhere = sourceFiles(SERVER).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /transfer\(/.test(text) && /key: (?!ledgerKeys\.|string;)/.test(text);
    });
    expect(builtElsewhere.map((file) => file.slice(SERVER.length + 1))).toEqual([]);
  });
});
