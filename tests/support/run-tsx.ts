import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { OWN_PROCESS_GROUPS, trackChild } from './child-processes';

export const REPO_ROOT = resolve(__dirname, '../..');

/**
 * Starts a TypeScript entry point of the repository in its own Node process (through tsx), in
 * a process group of its own that the test setup ends if the test fails or forgets it.
 */
export function spawnTsx(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    detached: OWN_PROCESS_GROUPS,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return trackChild(child, { group: OWN_PROCESS_GROUPS });
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Collects a process's output until it exits. */
export function collect(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise({ code, signal, stdout, stderr }));
  });
}
