// Killing the server process when it has just ended by itself (its pid still known, its exit not
// yet handled: the watchdog or the stop's grace period firing as it exits) is no error: the
// supervisor's timers must not throw "kill ESRCH" into the main process.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forkServerProcess } from '../../src/main/electron/server-process';
import { fakeUtilityProcess, type FakeUtilityProcess } from '../support/main/fake-utility-process';
import { exitOf } from '../support/main/supervised-server';

const EXITING_ENTRY = resolve('tests/support/main/exiting-server-entry.cjs');

describe('the server process handle', () => {
  it('kills a process that has already ended without an error', async () => {
    let started!: FakeUtilityProcess;
    const handle = forkServerProcess(
      (entry, args, options) => {
        started = fakeUtilityProcess.fork(entry, args, {
          env: options?.env as NodeJS.ProcessEnv | undefined,
        });
        return started as unknown as ReturnType<typeof forkServerProcess> & never;
      },
      EXITING_ENTRY,
      { dataDir: '/nonexistent', migrationsFolder: '/nonexistent' },
    );
    expect(await exitOf(started)).toBe(0);
    expect(started.pid).toBeDefined();
    expect(() => handle.kill()).not.toThrow();
  });
});
