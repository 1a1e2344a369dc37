// A server process that reaches ready and crashes at its first request, every time, under the
// real supervisor and the real utilityProcess adapter (Node children behind the stand-in): it is
// restarted a few times, then declared unavailable, with the message the app's dialog shows,
// instead of being restarted (and the window showing "Reconnecting") for as long as the app runs.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createServerSupervisor,
  EmbeddedServerUnavailableError,
  type EmbeddedServerStatus,
} from '../../src/main/core/embedded-server/supervisor';
import { systemTimers, type Logger } from '../../src/main/core/ports';
import type { FakeUtilityProcess } from '../support/main/fake-utility-process';
import { exitOf, forkStandInServer } from '../support/main/supervised-server';

const CRASHING_ENTRY = resolve('tests/support/main/crashing-server-entry.cjs');
const QUIET: Logger = { info: () => undefined, warn: () => undefined };
/** More processes than the supervisor may start before it gives up: the crash loop itself. */
const TOO_MANY = 6;

describe('a server that crashes soon after each start', () => {
  it('is given up on after five runs in a row: unavailable, no process left', async () => {
    const processes: FakeUtilityProcess[] = [];
    const statuses: EmbeddedServerStatus[] = [];
    let outcome!: (what: string) => void;
    const settled = new Promise<string>((done) => (outcome = done));
    let detail: string | undefined;
    const server = createServerSupervisor({
      spawn: () => {
        if (processes.length === TOO_MANY) outcome(`a ${TOO_MANY}th process was started`);
        return forkStandInServer(CRASHING_ENTRY, undefined, processes);
      },
      timers: systemTimers,
      logger: QUIET,
      // Short waits between restarts keep the test quick; the policy under test is the count.
      restartDelaysMs: [10, 20, 40],
      onStatus: (status, text) => {
        statuses.push(status);
        // The window's first call after each start: the server crashes on it.
        if (status === 'ready') void server.url().then((url) => fetch(url).catch(() => undefined));
        if (status === 'unavailable') {
          detail = text;
          outcome('unavailable');
        }
      },
    });
    try {
      expect(await server.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await settled).toBe('unavailable');
      expect(processes).toHaveLength(5);
      // Crashed after "ready" each time: restarted four times, each announced, then given up.
      expect(statuses).toEqual([
        'starting',
        ...Array.from({ length: 4 }, () => ['ready', 'restarting']).flat(),
        'ready',
        'unavailable',
      ]);
      expect(detail).toMatch(
        /^Copycat's game server keeps stopping soon after it starts \(5 times in a row; the last time: the game server process exited \(code 70\)\)\. Nothing has been deleted\./,
      );
      // Asked again (the window's next call): refused at once, no new process.
      await expect(server.url()).rejects.toBeInstanceOf(EmbeddedServerUnavailableError);
      expect(processes).toHaveLength(5);
      expect(await Promise.all(processes.map(exitOf))).toEqual(Array(5).fill(70));
    } finally {
      await server.stop();
      await Promise.all(processes.map(exitOf));
    }
  });
});
