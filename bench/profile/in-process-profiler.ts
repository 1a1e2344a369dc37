// `--profile-cpu`, the child's half: Node's own CPU profiler (node:inspector), started and
// stopped by the parent around the measured window, so start-up and sign-up stay out of it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

export type ProfilerCommand =
  { type: 'cpu-profile-start' } | { type: 'cpu-profile-stop'; file: string };

export function isProfilerCommand(message: unknown): message is ProfilerCommand {
  const type = (message as { type?: unknown } | null)?.type;
  return type === 'cpu-profile-start' || type === 'cpu-profile-stop';
}

let session: Session | undefined;

function post(method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!session) return reject(new Error('The CPU profiler is not running'));
    session.post(method, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function runProfilerCommand(command: ProfilerCommand): Promise<void> {
  if (command.type === 'cpu-profile-start') {
    session = new Session();
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.start');
    return;
  }
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  writeFileSync(command.file, JSON.stringify(profile));
  session?.disconnect();
  session = undefined;
}
