// A server process that stops responding once it is ready (its event loop stuck: PGlite spins
// after a PANIC such as a full disk at a commit, and even its SIGTERM handler never runs), under
// the real supervisor and the real utilityProcess adapter (Node children behind the stand-in):
// the supervisor sees its signs of life stop, ends it (SIGKILL) and starts a new one, instead of
// leaving the app waiting on it, and a core of the machine spinning, for good.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createServerSupervisor,
  type EmbeddedServerStatus,
} from '../../src/main/core/embedded-server/supervisor';
import { systemTimers } from '../../src/main/core/ports';
import type { FakeUtilityProcess } from '../support/main/fake-utility-process';
import { exitOf, forkStandInServer } from '../support/main/supervised-server';

const FREEZING_ENTRY = resolve('tests/support/main/freezing-server-entry.cjs');

describe('a server whose process stops responding', () => {
  it('is ended and replaced by a new process', async () => {
    const processes: FakeUtilityProcess[] = [];
    const statuses: EmbeddedServerStatus[] = [];
    const warnings: string[] = [];
    let secondReady!: () => void;
    const replaced = new Promise<void>((done) => (secondReady = done));
    const server = createServerSupervisor({
      spawn: () => forkStandInServer(FREEZING_ENTRY, undefined, processes),
      timers: systemTimers,
      logger: { info: () => undefined, warn: (text) => warnings.push(text) },
      restartDelaysMs: [10],
      // The stuck process never acts on a stop: it is killed at once when the test ends.
      stopGraceMs: 100,
      onStatus: (status) => {
        statuses.push(status);
        if (status === 'ready' && processes.length === 2) secondReady();
      },
    });
    try {
      await server.url();
      await replaced;
      // Killed, not exited by itself: its exit has no code (SIGKILL).
      expect(await exitOf(processes[0]!)).toBeNull();
      expect(processes[0]!.child.signalCode).toBe('SIGKILL');
      expect(statuses.slice(0, 4)).toEqual(['starting', 'ready', 'restarting', 'ready']);
      expect(warnings[0]).toMatch(/stopped responding \(no sign of life for 1 s\)/);
    } finally {
      await server.stop();
      await Promise.all(processes.map(exitOf));
    }
  });
});
