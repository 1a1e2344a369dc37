// An update engine that answers each check as the test scripts it and emits the events
// electron-updater emits, counting checks and installs.
import type { UpdateEngine } from '../../../src/main/core/updates/app-updates';

export type ScriptedEngine = UpdateEngine & {
  checks: number;
  installs: number;
  /** What the next checks do (default: the feed offers nothing newer). */
  answer(script: () => void): void;
  emit(event: string, arg: unknown): void;
};

export function scriptedEngine(): ScriptedEngine {
  const listeners = new Map<string, ((arg: never) => void)[]>();
  const emit = (event: string, arg: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(arg as never));
  let next: () => void = () => emit('update-not-available', { version: '0.0.0' });
  const engine: ScriptedEngine = {
    checks: 0,
    installs: 0,
    answer(script) {
      next = script;
    },
    emit,
    async checkForUpdates() {
      engine.checks += 1;
      next();
      return null;
    },
    quitAndInstall() {
      engine.installs += 1;
    },
    on(event: string, listener: (arg: never) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return engine;
    },
  };
  return engine;
}
