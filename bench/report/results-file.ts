// bench/results/<date>-<run>.json: every figure of a run with how it was made.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../lib/child-process';
import type { RunResult } from '../scenarios/engine-run';
import type { RunMetadata } from './run-metadata';

export function writeResultsFile(run: RunResult, metadata: RunMetadata): string {
  const folder = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  // 2026-11-21T06:05:09.123Z -> 2026-11-21-0605
  const stamp = metadata.date.slice(0, 16).replace('T', '-').replace(':', '');
  const path = join(folder, `${stamp}-${run.name}.json`);
  writeFileSync(path, `${JSON.stringify({ metadata, ...run }, null, 2)}\n`);
  return relative(REPO_ROOT, path);
}
