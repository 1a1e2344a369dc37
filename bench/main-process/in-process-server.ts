// How the app ran before its game server moved out: the server-process bundle loaded into the
// main process itself, talking through an in-process `parentPort`. Used only by the benchmark,
// to measure "before" and "after" side by side with the same built code.
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { SERVER_PROCESS_CONFIG_VARIABLE } from '../../src/main/core/embedded-server/messages';
import { Emitter } from '../../tests/support/main/fake-electron-emitter';

class InProcessServer extends Emitter {
  readonly pid = process.pid;
  constructor(private readonly port: EventEmitter) {
    super();
  }
  postMessage(message: unknown): void {
    this.port.emit('message', { data: message });
  }
  kill(): boolean {
    return false;
  }
}

export const inProcessUtilityProcess = {
  fork(modulePath: string, _args: string[] = [], options: { env?: NodeJS.ProcessEnv } = {}) {
    const port = new EventEmitter();
    const server = new InProcessServer(port);
    Object.assign(port, { postMessage: (message: unknown) => server.emit('message', message) });
    Object.assign(process, { parentPort: port });
    process.env[SERVER_PROCESS_CONFIG_VARIABLE] = options.env?.[SERVER_PROCESS_CONFIG_VARIABLE];
    createRequire(__filename)(modulePath);
    return server;
  },
};
