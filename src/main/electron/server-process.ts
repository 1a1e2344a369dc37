// Starts the embedded game server with Electron's utilityProcess: a Node process of the app's
// own, so the server's work never runs on the main process's event loop.
import type { utilityProcess } from 'electron';
import {
  SERVER_PROCESS_CONFIG_VARIABLE,
  type ServerProcessConfig,
} from '../core/embedded-server/messages';
import type { ServerProcessHandle } from '../core/embedded-server/supervisor';

export function forkServerProcess(
  fork: (typeof utilityProcess)['fork'],
  entry: string,
  config: ServerProcessConfig,
): ServerProcessHandle {
  const child = fork(entry, [], {
    serviceName: 'Copycat game server',
    stdio: 'inherit',
    env: { ...process.env, [SERVER_PROCESS_CONFIG_VARIABLE]: JSON.stringify(config) },
  });
  return {
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', listener),
    send: (command) => child.postMessage(command),
    // utilityProcess.kill() asks politely (SIGTERM); this is for a process that did not listen.
    kill: () => {
      if (child.pid === undefined) {
        child.kill();
        return;
      }
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch (error) {
        // Ended by itself meanwhile (its exit not yet reported): what the kill was for.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    },
  };
}
