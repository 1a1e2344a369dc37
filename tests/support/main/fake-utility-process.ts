// The stand-in for Electron's utilityProcess: a Node child process (with a `process.parentPort`
// shim) behind the same events and methods the app uses: 'spawn', 'message', 'exit',
// postMessage, kill and pid.
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { trackChild } from '../child-processes';
import { Emitter } from './fake-electron-emitter';

const SHIM = join(__dirname, 'parent-port-shim.cjs');

export class FakeUtilityProcess extends Emitter {
  readonly child: ChildProcess;
  constructor(modulePath: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}) {
    super();
    this.child = trackChild(
      fork(modulePath, args, {
        env: options.env ?? process.env,
        execArgv: ['--require', SHIM],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
      { group: false },
    );
    this.child.on('spawn', () => this.emit('spawn'));
    this.child.on('message', (message) => this.emit('message', message));
    this.child.on('exit', (code) => this.emit('exit', code ?? 1));
  }
  get pid(): number | undefined {
    return this.child.pid;
  }
  postMessage(message: unknown): void {
    if (this.child.connected) this.child.send(message as object);
  }
  kill(): boolean {
    return this.child.kill('SIGTERM');
  }
}

/** Every stand-in utility process started so far, for tests that kill or count them. */
export const startedUtilityProcesses: FakeUtilityProcess[] = [];

export const fakeUtilityProcess = {
  fork(modulePath: string, args: string[] = [], options: { env?: NodeJS.ProcessEnv } = {}) {
    const started = new FakeUtilityProcess(modulePath, args, options);
    startedUtilityProcesses.push(started);
    return started;
  },
};
