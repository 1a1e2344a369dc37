// Where and how a run was made, saved with its figures so that two runs can be compared.
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, totalmem } from 'node:os';
import type { BenchOptions } from '../options';
import { REPO_ROOT } from '../lib/child-process';

export interface RunMetadata {
  date: string;
  commit: string;
  /** Files changed since that commit when the run was made. */
  uncommittedChanges: boolean;
  node: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  options: BenchOptions;
}

export function runMetadata(options: BenchOptions, date: Date): RunMetadata {
  return {
    date: date.toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']) || 'unknown',
    uncommittedChanges: git(['status', '--porcelain']) !== '',
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    options,
  };
}

/** Read-only git queries; an empty answer where git or the repository is missing. */
function git(args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}
