// Killing the server process when it has just ended by itself (its pid still known, its exit not
// yet handled: the watchdog or the stop's grace period firing as it exits) is no error: the
// supervisor's timers must not throw "kill ESRCH" into the main process.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeUtilityProcess } from '../support/main/fake-utility-process';
import { exitOf, forkStandInServer } from '../support/main/supervised-server';

const EXITING_ENTRY = resolve('tests/support/main/exiting-server-entry.cjs');

describe('the server process handle', () => {
  it('kills a process that has already ended without an error', async () => {
    const processes: FakeUtilityProcess[] = [];
    const handle = forkStandInServer(EXITING_ENTRY, undefined, processes);
    const [started] = processes as [FakeUtilityProcess];
    expect(await exitOf(started)).toBe(0);
    expect(started.pid).toBeDefined();
    expect(() => handle.kill()).not.toThrow();
  });
});
