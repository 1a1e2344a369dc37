// The supervisor's restart policy, with stand-in processes the test crashes at will and fake
// timers: a server that keeps dying soon after it is ready is restarted less and less eagerly,
// then given up on (unavailable), and one that has stayed up a while is restarted at once again
// after its next crash; a start that hangs is ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createServerSupervisor,
  type ServerProcessHandle,
} from '../../src/main/core/embedded-server/supervisor';
import { ALIVE_EVERY_MS } from '../../src/main/core/embedded-server/messages';
import { systemTimers, type Logger } from '../../src/main/core/ports';

const DELAYS = [100, 1_000, 3_000, 10_000];
const STABLE_AFTER_MS = 60_000;

interface StandInProcess {
  /** Says it is ready; with `aliveEveryMs`, that it will say `alive` that often. */
  ready(aliveEveryMs?: number): void;
  alive(): void;
  /** Whether the supervisor ended it (kill, not a stop). */
  killed: boolean;
  crash(): void;
  /** Says its start failed (the supervisor then ends it). */
  fail(message: string): void;
}

function standInServers() {
  const started: StandInProcess[] = [];
  const spawn = (): ServerProcessHandle => {
    let onMessage: (message: unknown) => void = () => undefined;
    let onExit: (code: number | null) => void = () => undefined;
    const number = started.length + 1;
    const process: StandInProcess = {
      ready: (aliveEveryMs) =>
        onMessage({ type: 'ready', url: `http://127.0.0.1:${4000 + number}`, aliveEveryMs }),
      alive: () => onMessage({ type: 'alive' }),
      killed: false,
      crash: () => onExit(null),
      fail: (message) => onMessage({ type: 'start-failed', message, lasting: false }),
    };
    started.push(process);
    return {
      onMessage: (listener) => (onMessage = listener),
      onExit: (listener) => (onExit = listener),
      send: () => onExit(0),
      kill: () => {
        process.killed = true;
        onExit(null);
      },
    };
  };
  return { started, spawn };
}

/** A supervisor of stand-in processes, with the statuses it reported. */
function supervised(
  options: { stableAfterMs?: number; startTimeoutMs?: number; logger?: Logger } = {},
) {
  const servers = standInServers();
  const statuses: string[] = [];
  const details: (string | undefined)[] = [];
  const supervisor = createServerSupervisor({
    spawn: servers.spawn,
    timers: systemTimers,
    logger: options.logger ?? { info: () => undefined, warn: () => undefined },
    onStatus: (status, detail) => {
      statuses.push(status);
      details.push(detail);
    },
    restartDelaysMs: DELAYS,
    ...options,
  });
  return { servers, statuses, details, supervisor };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** How long after its crash the next process was started, in ms (null: not within a minute). */
async function restartDelayAfterCrash(
  servers: ReturnType<typeof standInServers>,
): Promise<number | null> {
  const before = servers.started.length;
  servers.started.at(-1)!.crash();
  for (let waited = 0; waited <= 60_000; waited += 50) {
    if (servers.started.length > before) return waited;
    await vi.advanceTimersByTimeAsync(50);
  }
  return null;
}

describe('the embedded server supervisor', () => {
  it('backs off when the server dies soon after each start, and not after a long run', async () => {
    const { servers, statuses, supervisor } = supervised({ stableAfterMs: STABLE_AFTER_MS });
    const url = supervisor.url();
    servers.started[0]!.ready();
    expect(await url).toBe('http://127.0.0.1:4001');

    // Four crashes, each a second after the server said it was ready (a fifth gives up).
    const delays: (number | null)[] = [];
    for (let crash = 0; crash < 4; crash += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      delays.push(await restartDelayAfterCrash(servers));
      servers.started.at(-1)!.ready();
    }
    expect(delays).toEqual([100, 1_000, 3_000, 10_000]);
    expect(await supervisor.url()).toBe(`http://127.0.0.1:${4000 + servers.started.length}`);

    // Up for a minute: the next crash is a new incident, restarted at once, and so are four more.
    await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS);
    expect(await restartDelayAfterCrash(servers)).toBe(100);
    expect(statuses.filter((status) => status === 'restarting')).toHaveLength(5);
    expect(statuses).not.toContain('unavailable');

    servers.started.at(-1)!.ready();
    await supervisor.stop();
  });

  it('gives up on a server that crashes soon after it is ready, five times in a row', async () => {
    const { servers, statuses, details, supervisor } = supervised({
      stableAfterMs: STABLE_AFTER_MS,
    });
    const url = supervisor.url();
    servers.started[0]!.ready();
    await url;
    // The first crash is restarted at once, as ever; each crash within the minute counts.
    for (let crash = 1; crash <= 4; crash += 1) {
      await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS - 1_000);
      expect(await restartDelayAfterCrash(servers)).toBe(DELAYS[crash - 1]);
      servers.started.at(-1)!.ready();
    }
    await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS - 1_000);
    servers.started.at(-1)!.crash();
    expect(statuses.at(-1)).toBe('unavailable');
    expect(details.at(-1)).toMatch(
      /keeps stopping soon after it starts \(5 times in a row; .*exited.*Nothing has been deleted/,
    );
    expect(statuses.filter((status) => status === 'restarting')).toHaveLength(4);
    // No more processes, and no more "Reconnecting": the server is unavailable for good.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(servers.started).toHaveLength(5);
    await expect(supervisor.url()).rejects.toThrow(/keeps stopping/);
    await supervisor.stop();
  });

  it('counts failed starts and quick crashes together, until a run lasts', async () => {
    const { servers, statuses, supervisor } = supervised({ stableAfterMs: STABLE_AFTER_MS });
    const url = supervisor.url();
    servers.started[0]!.ready();
    await url;
    // A quick crash, two restarts that fail, then one that is ready and crashes again: four.
    servers.started[0]!.crash();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await vi.advanceTimersByTimeAsync(10_000);
      servers.started.at(-1)!.fail('Aborted()');
    }
    await vi.advanceTimersByTimeAsync(10_000);
    servers.started.at(-1)!.ready();
    expect(await restartDelayAfterCrash(servers)).not.toBeNull();
    // This one stays up a minute: the count starts over, and four more quick crashes are borne.
    servers.started.at(-1)!.ready();
    await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS);
    for (let crash = 0; crash < 4; crash += 1) {
      expect(await restartDelayAfterCrash(servers)).not.toBeNull();
      servers.started.at(-1)!.ready();
    }
    expect(statuses).not.toContain('unavailable');
    await supervisor.stop();
  });

  it('ends a start that hangs, tells whoever waits, and starts afresh at the next call', async () => {
    const { servers, statuses, supervisor } = supervised({ startTimeoutMs: 30_000 });
    const hanging = supervisor.url();
    const refused = expect(hanging).rejects.toThrow('did not start within 30 s');
    await vi.advanceTimersByTimeAsync(30_000);
    await refused;
    expect(statuses).toEqual(['starting']);

    // The next call starts a new process; one that answers in time is kept however long it took.
    const next = supervisor.url();
    expect(servers.started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29_000);
    servers.started[1]!.ready();
    expect(await next).toBe('http://127.0.0.1:4002');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await supervisor.url()).toBe('http://127.0.0.1:4002');
    expect(servers.started).toHaveLength(2);
    await supervisor.stop();
  });

  it('stops until needed (another server chosen), then starts again on the next url()', async () => {
    const { servers, statuses, supervisor } = supervised();
    const first = supervisor.url();
    servers.started[0]!.ready();
    await first;
    servers.started[0]!.crash();
    expect(statuses).toEqual(['starting', 'ready', 'restarting']);
    // Stopped while it restarts: no new process, no more reports.
    await supervisor.stopUntilNeeded();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(servers.started).toHaveLength(1);
    expect(statuses).toHaveLength(3);

    const again = supervisor.url();
    expect(servers.started).toHaveLength(2);
    servers.started[1]!.ready();
    expect(await again).toBe('http://127.0.0.1:4002');
    expect(statuses.slice(3)).toEqual(['starting', 'ready']);

    // A url() asked while it stops waits for the old process, then starts a new one.
    const stopping = supervisor.stopUntilNeeded();
    const third = supervisor.url();
    await stopping;
    await vi.advanceTimersByTimeAsync(0);
    expect(servers.started).toHaveLength(3);
    servers.started[2]!.ready();
    expect(await third).toBe('http://127.0.0.1:4003');

    await supervisor.stop();
    await expect(supervisor.url()).rejects.toThrow(/stopped/);
  });

  it('ends a ready server that falls silent for six of its signs of life, then restarts it', async () => {
    const warnings: string[] = [];
    const { servers, statuses, supervisor } = supervised({
      logger: { info: () => undefined, warn: (text) => warnings.push(text) },
    });
    const first = supervisor.url();
    servers.started[0]!.ready(ALIVE_EVERY_MS);
    await first;
    // Alive every 10 s for ten minutes: left alone.
    for (let sign = 0; sign < 60; sign += 1) {
      await vi.advanceTimersByTimeAsync(ALIVE_EVERY_MS);
      servers.started[0]!.alive();
    }
    expect(servers.started[0]!.killed).toBe(false);
    // Stuck (its event loop no longer runs): ended after six signs missed, as after a crash.
    await vi.advanceTimersByTimeAsync(6 * ALIVE_EVERY_MS - 1);
    expect(servers.started[0]!.killed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(servers.started[0]!.killed).toBe(true);
    expect(statuses).toEqual(['starting', 'ready', 'restarting']);
    expect(warnings.at(-1)).toMatch(/stopped responding \(no sign of life for 60 s\)/);
    await vi.advanceTimersByTimeAsync(DELAYS[0]!);
    expect(servers.started).toHaveLength(2);
    // A server that never said it would give signs of life is never ended for its silence.
    servers.started[1]!.ready();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(servers.started[1]!.killed).toBe(false);
    await supervisor.stop();
  });

  it('gives up after five starts in a row that failed, asked again and again: unavailable', async () => {
    const { servers, statuses, details, supervisor } = supervised();
    // The window's calls (and its polls) each ask for the server: each asked for a new process.
    for (let call = 1; call <= 4; call += 1) {
      const url = supervisor.url();
      servers.started.at(-1)!.fail('Aborted()');
      await expect(url).rejects.toThrow('Aborted()');
    }
    const fifth = supervisor.url();
    servers.started.at(-1)!.fail('Aborted()');
    await expect(fifth).rejects.toThrow(/could not start.*5 times.*Aborted\(\)/);
    expect(statuses.at(-1)).toBe('unavailable');
    expect(details.at(-1)).toMatch(/Nothing has been deleted/);
    // No more processes, however often it is asked.
    await expect(supervisor.url()).rejects.toThrow(/could not start/);
    expect(servers.started).toHaveLength(5);
    await supervisor.stop();
  });

  it('gives up restarting after five restarts in a row that failed: unavailable', async () => {
    const { servers, statuses, supervisor } = supervised();
    const first = supervisor.url();
    servers.started[0]!.ready();
    await first;
    // It ran well for a while (a crash soon after ready would count as one of the five).
    await vi.advanceTimersByTimeAsync(STABLE_AFTER_MS);
    servers.started[0]!.crash();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await vi.advanceTimersByTimeAsync(10_000);
      expect(servers.started).toHaveLength(1 + attempt);
      servers.started.at(-1)!.fail('PGlite failed to initialize properly');
    }
    expect(statuses.at(-1)).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(servers.started).toHaveLength(6);
    await expect(supervisor.url()).rejects.toThrow(/could not start/);
    await supervisor.stop();
  });
});
