// Processes a test run left behind: started after `since` (ms since the epoch), still running
// from this checkout (their working folder is in it), other than this process and the ones that
// started it (npm, its shell: /proc's start times are only exact to a second). Read from /proc,
// so Linux only; elsewhere the check finds nothing and says so.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { sep } from 'node:path';

export function leftoverProcesses(repo, since) {
  if (process.platform !== 'linux') return { supported: false, processes: [] };
  const bootMs = Number(/btime (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1]) * 1000;
  const ticks = 100; // USER_HZ: the clock ticks per second that /proc/<pid>/stat counts in.
  const ancestors = ancestorsOf(process.pid);
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || ancestors.has(pid)) continue;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cwd !== repo && !cwd.startsWith(repo + sep)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // State Z: already dead, waiting for its parent to read its exit status.
      if (fields[0] === 'Z') continue;
      const startedMs = bootMs + (Number(fields[19]) / ticks) * 1000;
      if (startedMs < since) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      processes.push({ pid, command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return { supported: true, processes };
}

/** The process and its parents up to init. */
function ancestorsOf(pid) {
  const chain = new Set();
  for (let current = pid; current > 1 && !chain.has(current);) {
    chain.add(current);
    try {
      const stat = readFileSync(`/proc/${current}/stat`, 'utf8');
      current = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return chain;
}
