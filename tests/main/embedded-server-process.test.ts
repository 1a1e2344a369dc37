// The embedded game server in a process of its own (the built out/main/embedded-server.js, in
// a Node child behind the stand-in for Electron's utilityProcess): started on first need, SIGKILLed
// while 10 players play through the app core, restarted, with no acknowledged write lost and
// the books clean; stopped cleanly; refused when another process holds its data folder.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAppCore, type AppCore } from '../../src/main/core/create-app-core';
import {
  EmbeddedServerUnavailableError,
  type EmbeddedServer,
  type EmbeddedServerStatus,
} from '../../src/main/core/embedded-server/supervisor';
import { ALIVE_EVERY_MS } from '../../src/main/core/embedded-server/messages';
import { MemoryStore } from '../../src/main/core/memory-store';
import type { Logger } from '../../src/main/core/ports';
import { lockDataFolder } from '../../src/server/db/data-folder-lock';
import { openDatabase } from '../../src/server/db';
import { checkLedger } from '../../src/server/ledger';
import { PHRASES } from '../support/game';
import { newAccount } from '../support/main/real-server';
import { exitOf, superviseServerProcess } from '../support/main/supervised-server';
import { scaledMs } from '../support/slowness';

const QUIET: Logger = { info: () => undefined, warn: () => undefined };

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const supervised = superviseServerProcess;

interface Acknowledged {
  core: AppCore;
  roundId: string;
  phrase: string;
}

/**
 * Plays prompt rounds until `rounds` submissions were acknowledged, retrying whatever failed
 * (a call in flight when the server died fails; the round it started may still exist).
 */
async function playPromptRounds(core: AppCore, rounds: number, acknowledged: Acknowledged[]) {
  let done = 0;
  while (done < rounds) {
    const current = await core.invoke('player:currentRound', undefined);
    if (!current.ok) continue;
    let round = current.data as { round_id: string | null; state: { prompt_text?: string } | null };
    if (!round.round_id) {
      const started = await core.invoke('rounds:startPrompt', undefined);
      if (!started.ok) continue;
      const data = started.data as { round_id: string; prompt_text: string };
      round = { round_id: data.round_id, state: { prompt_text: data.prompt_text } };
    }
    for (const phrase of PHRASES) {
      const submitted = await core.invoke('rounds:submit', { roundId: round.round_id!, phrase });
      if (submitted.ok) {
        acknowledged.push({ core, roundId: round.round_id!, phrase });
        done += 1;
        break;
      }
      const code = submitted.error.code;
      if (code === 'invalid_phrase' || code === 'duplicate_phrase') continue;
      // Submitted before the server died, but never acknowledged: nothing to check.
      if (code === 'already_submitted') done += 1;
      break;
    }
  }
}

describe('the embedded server process', () => {
  it('survives a SIGKILL while 10 players play: restarted, nothing acknowledged lost', async () => {
    const root = mkdtempSync(join(tmpdir(), 'copycat-server-process-'));
    roots.push(root);
    const statuses: EmbeddedServerStatus[] = [];
    const cores: AppCore[] = [];
    const { server, processes } = supervised(root, (status) => {
      statuses.push(status);
      cores.forEach((core) => core.serverStatusChanged(status));
    });
    try {
      const pushed: string[] = [];
      for (let index = 0; index < 10; index += 1) {
        cores.push(
          createAppCore({
            store: new MemoryStore(),
            emit: (event, payload) => {
              if (event === 'server:status' && index === 0)
                pushed.push((payload as { status: EmbeddedServerStatus }).status);
            },
            resolveServerUrl: () => server.url(),
            logger: QUIET,
          }),
        );
      }
      expect(processes).toHaveLength(0);
      for (const core of cores) {
        const registered = await core.invoke('session:register', newAccount('process'));
        expect(registered.ok, JSON.stringify(registered)).toBe(true);
      }
      expect(processes).toHaveLength(1);
      const first = processes[0]!;
      expect(first.pid).not.toBe(process.pid);

      const acknowledged: Acknowledged[] = [];
      const playing = Promise.all(cores.map((core) => playPromptRounds(core, 3, acknowledged)));
      await expect
        .poll(() => acknowledged.length, { timeout: scaledMs(60_000) })
        .toBeGreaterThan(5);
      process.kill(first.pid!, 'SIGKILL');
      await playing;

      expect(processes).toHaveLength(2);
      expect(statuses).toEqual(['starting', 'ready', 'restarting', 'ready']);
      expect(pushed).toEqual(['starting', 'ready', 'restarting', 'ready']);
      expect(acknowledged.length).toBeGreaterThanOrEqual(30);
      for (const { core, roundId, phrase } of acknowledged) {
        const mine = await core.invoke('player:phrasesets', { role: 'prompt', limit: 100 });
        expect(mine.ok).toBe(true);
        const rows = (
          mine as { data: { phrasesets: { prompt_round_id: string; your_phrase: string }[] } }
        ).data.phrasesets;
        expect(rows.find((row) => row.prompt_round_id === roundId)?.your_phrase).toBe(phrase);
      }
    } finally {
      for (const core of cores) await core.stop();
      await server.stop();
    }
    expect(await exitOf(processes.at(-1)!)).toBe(0);

    const database = await openDatabase({ dataDir: root });
    try {
      expect(await checkLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('is refused, and says why, when another process holds its data folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'copycat-server-process-'));
    roots.push(root);
    mkdirSync(join(root, 'pglite'));
    const held = lockDataFolder(join(root, 'pglite'));
    const statuses: EmbeddedServerStatus[] = [];
    const { server, processes } = supervised(root, (status) => statuses.push(status));
    try {
      const error = await server.url().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(EmbeddedServerUnavailableError);
      expect(String((error as Error).message)).toMatch(/in use by another Copycat process/);
      expect(statuses).toEqual(['starting', 'unavailable']);
      // No second attempt: it would only be refused again.
      await expect(server.url()).rejects.toBeInstanceOf(EmbeddedServerUnavailableError);
      expect(processes).toHaveLength(1);
      await exitOf(processes[0]!);
    } finally {
      await server.stop();
      held.release();
    }
  });

  it('stops a running server cleanly, and can be stopped before it ever started', async () => {
    const root = mkdtempSync(join(tmpdir(), 'copycat-server-process-'));
    roots.push(root);
    const idle: EmbeddedServer = supervised(root, () => undefined).server;
    await idle.stop();
    await expect(idle.url()).rejects.toThrow(/stopped/);

    const { server, processes } = supervised(root, () => undefined);
    const url = await server.url();
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await server.stop();
    expect(await exitOf(processes[0]!)).toBe(0);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  });
});

describe('the embedded server process asked to stop while it starts', () => {
  /** Runs the entry module with a start that finishes only when told, under a stand-in port. */
  async function startingEntry() {
    let finishStart: (server: unknown) => void = () => undefined;
    const close = vi.fn(async () => undefined);
    vi.resetModules();
    vi.doMock('../../src/server/server', () => ({
      startServer: () => new Promise((resolve) => (finishStart = resolve)),
    }));
    const { EventEmitter } = await import('node:events');
    const port = Object.assign(new EventEmitter(), { postMessage: vi.fn() });
    (process as unknown as { parentPort?: unknown }).parentPort = port;
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const sigtermBefore = process.listeners('SIGTERM');
    await import('../../src/main/embedded-server-entry');
    await new Promise((resolve) => setTimeout(resolve, 10));
    return {
      port,
      exit,
      close,
      finish: async () => {
        finishStart({ url: 'http://127.0.0.1:1', close });
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
      cleanUp: () => {
        exit.mockRestore();
        for (const listener of process.listeners('SIGTERM')) {
          if (!sigtermBefore.includes(listener)) process.removeListener('SIGTERM', listener);
        }
        delete (process as unknown as { parentPort?: unknown }).parentPort;
        vi.doUnmock('../../src/server/server');
        vi.resetModules();
      },
    };
  }

  it('says it is ready with how often it gives signs of life, then gives them', async () => {
    // Only setInterval is faked: the entry's start is awaited on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const entry = await startingEntry();
    try {
      await entry.finish();
      expect(entry.port.postMessage.mock.calls).toEqual([
        [{ type: 'ready', url: 'http://127.0.0.1:1', aliveEveryMs: ALIVE_EVERY_MS }],
      ]);
      vi.advanceTimersByTime(3 * ALIVE_EVERY_MS);
      expect(entry.port.postMessage.mock.calls.slice(1)).toEqual(
        Array(3).fill([{ type: 'alive' }]),
      );
    } finally {
      vi.useRealTimers();
      entry.cleanUp();
    }
  });

  it.each([
    [
      'the app’s stop message',
      (port: NodeJS.EventEmitter) => port.emit('message', { data: { type: 'stop' } }),
    ],
    ['SIGTERM', () => process.emit('SIGTERM')],
  ])('closes the server once started, on %s, and exits cleanly', async (_what, askToStop) => {
    const entry = await startingEntry();
    try {
      // The app quits during a first start (template, migrations): its one stop must not be lost.
      askToStop(entry.port);
      expect(entry.close).not.toHaveBeenCalled();
      await entry.finish();
      expect(entry.close).toHaveBeenCalledTimes(1);
      expect(entry.exit).toHaveBeenCalledWith(0);
      expect(entry.port.postMessage).not.toHaveBeenCalled();
    } finally {
      entry.cleanUp();
    }
  });
});
