// CPU time and memory of other processes, read from Linux's /proc (the benchmark's children
// and the PostgreSQL server). Everything degrades to zero/undefined where /proc is missing.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = readClockTicks();

function readClockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may itself contain spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** User plus system CPU seconds the process has used so far (0 once it is gone). */
export function processCpuSeconds(pid: number): number {
  const { user, system } = processCpuSplit(pid);
  return user + system;
}

/** User and system (kernel: sockets, syscalls) CPU seconds of the process so far. */
export function processCpuSplit(pid: number): { user: number; system: number } {
  const fields = statFields(pid);
  if (!fields) return { user: 0, system: 0 };
  // utime and stime are fields 14 and 15 of stat; the slice above starts at field 3.
  return {
    user: Number(fields[11]) / CLOCK_TICKS_PER_SECOND,
    system: Number(fields[12]) / CLOCK_TICKS_PER_SECOND,
  };
}

/** CPU seconds of a process and its direct children (the postmaster and its backends). */
export function processTreeCpuSeconds(rootPid: number): number {
  let total = processCpuSeconds(rootPid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === rootPid) total += processCpuSeconds(Number(entry));
  }
  return total;
}

export interface ProcessMemory {
  /** Resident set now, MiB. */
  rssMb: number;
  /** The highest resident set over the process's life so far (VmHWM), MiB. */
  peakRssMb: number;
}

export function processMemory(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kib('VmRSS') / 1024, peakRssMb: kib('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Busy and total CPU time of the whole machine (all cores), in seconds. */
export function machineCpuSeconds(): { busy: number; total: number } {
  try {
    const [line = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the 4th and 5th counters.
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) / CLOCK_TICKS_PER_SECOND, total: total / CLOCK_TICKS_PER_SECOND };
  } catch {
    return { busy: 0, total: 0 };
  }
}
