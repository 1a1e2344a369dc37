// The IPC fuzz loop: generated messages on every channel of the contract (and on channels that
// do not exist) sent to `createAppCore(...).invoke`, as a compromised or buggy renderer would,
// each judged by the IPC oracles. The core talks to a real server through a recording fetch.
import type { AppCore } from '../../../src/main/core/create-app-core';
import { IPC_CHANNEL_NAMES } from '../../../src/shared/ipc/channel-names';
import type { IpcChannel } from '../../../src/shared/ipc/channels';
import { HOSTILE_KEYS, HOSTILE_STRINGS } from '../common/hostile-values';
import type { Random } from '../common/random';
import type { FieldHint } from '../common/schema-values';
import { generateArgument, type ArgumentKind } from './ipc-args';
import type { IpcGameMemory } from './ipc-game-memory';
import { contractAccepts, judgeInvocation } from './ipc-oracles';
import { invocationContext, type RecordingFetch } from './recording-fetch';

export interface IpcFuzzOptions {
  core: AppCore;
  fetch: RecordingFetch;
  /** What the core asked the shell to open. */
  opened: string[];
  random: Random;
  invocations: number;
  serverOrigin: string;
  /** `METHOD /path` patterns of the server's routes. */
  serverRoutes: RegExp[];
  /** Registered accounts the fuzzer signs in with. */
  accounts: { email: string; password: string }[];
  /** Remembers the game from answers, for well-formed messages that really play. */
  memory: IpcGameMemory;
}

export interface IpcFailure {
  index: number;
  kind: string;
  message: string;
  invocation: string;
}

export interface IpcFuzzReport {
  invocations: number;
  durationMs: number;
  /** `ok`, or the error code (or status) of each answer. */
  outcomes: Map<string, number>;
  /** Channels answered ok at least once with well-formed arguments. */
  answeredChannels: Set<string>;
  httpCalls: number;
  blockedCalls: number;
  failures: IpcFailure[];
}

const KINDS: readonly (readonly [number, ArgumentKind])[] = [
  [35, 'valid'],
  [30, 'broken'],
  [20, 'hostile'],
  [15, 'missing'],
];
const MAX_FAILURES_KEPT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function runIpcFuzz(options: IpcFuzzOptions): Promise<IpcFuzzReport> {
  const { core, random } = options;
  const knownIds: string[] = [];
  const report: IpcFuzzReport = {
    invocations: 0,
    durationMs: 0,
    outcomes: new Map(),
    answeredChannels: new Set(),
    httpCalls: 0,
    blockedCalls: 0,
    failures: [],
  };
  const commonHint = hintFor(options, knownIds);
  const started = performance.now();

  for (let index = 0; index < options.invocations; index += 1) {
    if (random.chance(0.05)) await invocationContext.run(-1, () => signIn(options));
    const channel: unknown = random.chance(0.08)
      ? strayChannel(random)
      : random.pick(IPC_CHANNEL_NAMES);
    const kind = random.weighted(KINDS);
    const known = typeof channel === 'string' && IPC_CHANNEL_NAMES.includes(channel as IpcChannel);
    const gameHint = options.memory.hint(String(channel), random);
    const hint: FieldHint = (name, schema) => gameHint(name, schema) ?? commonHint(name, schema);
    const args = generateArgument((known ? channel : 'health') as IpcChannel, kind, random, hint);
    const callsBefore = options.fetch.calls.length;
    const openedBefore = options.opened.length;

    let result: unknown;
    let threw: unknown;
    try {
      result = await invocationContext.run(index, () => core.invoke(channel as string, args));
    } catch (error) {
      threw = error ?? 'undefined';
    }
    const calls = options.fetch.calls.slice(callsBefore);
    report.invocations += 1;
    report.httpCalls += calls.length;
    report.blockedCalls += calls.filter((call) => call.origin !== options.serverOrigin).length;
    const outcome = outcomeOf(result);
    report.outcomes.set(outcome, (report.outcomes.get(outcome) ?? 0) + 1);
    if (outcome === 'ok' && contractAccepts(channel, args))
      report.answeredChannels.add(String(channel));

    const verdicts = judgeInvocation({
      channel,
      args,
      result,
      threw,
      calls: calls.filter((call) => call.invocation === index),
      opened: options.opened.slice(openedBefore),
      serverOrigin: options.serverOrigin,
      serverRoutes: options.serverRoutes,
    });
    for (const verdict of verdicts) {
      if (report.failures.length < MAX_FAILURES_KEPT) {
        report.failures.push({
          index,
          ...verdict,
          invocation: `${String(channel)} ${JSON.stringify(args)?.slice(0, 200)}`,
        });
      }
    }
    collectIds(result, knownIds);
    if (outcome === 'ok')
      options.memory.remember(String(channel), (result as { data: unknown }).data);
    // A fuzzed server address would send every later call nowhere: point the app back home.
    if (channel === 'app:setSettings' && outcome === 'ok')
      await invocationContext.run(-1, () => core.invoke('app:setSettings', { serverUrl: '' }));
  }
  report.durationMs = performance.now() - started;
  return report;
}

async function signIn(options: IpcFuzzOptions): Promise<void> {
  const session = await options.core.invoke('session:get', undefined);
  if (session.ok && session.data) return;
  await options.core.invoke('session:login', options.random.pick(options.accounts));
}

/** Channel names a renderer could make up: near misses, internals and non-strings. */
function strayChannel(random: Random): unknown {
  return random.pick<unknown>([
    ...HOSTILE_KEYS,
    random.pick(HOSTILE_STRINGS),
    'session:GET',
    'rounds:submit ',
    'electron-store-get-data',
    'ELECTRON_BROWSER_REQUIRE',
    'shell:openExternal',
    'app:quit',
    'hasOwnProperty',
    42,
    null,
    undefined,
    { channel: 'health' },
    ['health'],
  ]);
}

function hintFor(options: IpcFuzzOptions, knownIds: string[]): FieldHint {
  const { random } = options;
  let account = options.accounts[0]!;
  return (name) => {
    if (name === 'id' || name === 'roundId')
      return knownIds.length > 0 && random.chance(0.7) ? random.pick(knownIds) : random.uuid();
    if (name === 'email') {
      account = random.pick(options.accounts);
      return random.chance(0.7) ? account.email : `ipc-fuzz-${random.int(0, 2 ** 30)}@example.com`;
    }
    if (name === 'password') return random.chance(0.8) ? account.password : 'ipc fuzz password';
    if (name === 'url')
      return random.pick([
        'https://example.com/help',
        'http://example.com/',
        'file:///etc/passwd',
        'javascript:alert(1)',
        'mailto:a@example.com',
        'data:text/html,<b>x</b>',
        'vbscript:msgbox',
        'HTTPS://EXAMPLE.COM',
      ]);
    if (name === 'serverUrl')
      return random.pick(['', '', '', 'http://127.0.0.1:1', 'https://game.example']);
    if (name === 'phrase') return random.pick(['QUIET GIANT', 'PURPLE ROCKET SOCKS', 'x']);
    return undefined;
  };
}

function outcomeOf(result: unknown): string {
  if (typeof result !== 'object' || result === null) return 'not a result';
  const value = result as { ok?: boolean; error?: { code?: string | null; status?: number } };
  if (value.ok) return 'ok';
  return value.error?.code ?? `status ${value.error?.status}`;
}

/** Ids seen in answers, so later messages can name real rounds, sets and quests. */
function collectIds(value: unknown, into: string[], depth = 0): void {
  if (depth > 6 || into.length >= 500) return;
  if (typeof value === 'string') {
    if (UUID.test(value) && !into.includes(value)) into.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) collectIds(item, into, depth + 1);
  }
}
