// CPU and memory over a measured window: the game server processes (children, read through
// /proc), the PostgreSQL server (postmaster and backends), this process (the load generator,
// through process.cpuUsage) and the whole machine, whose remainder is other people's work.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  machineCpuSeconds,
  processCpuSeconds,
  processCpuSplit,
  processMemory,
  processTreeCpuSeconds,
} from './proc-usage';

export interface ResourceUsage {
  seconds: number;
  cores: number;
  /** Per server process: CPU used in the window, in cores (1 = one core busy all the time). */
  serverCpuCores: number[];
  /** The part of it spent in the kernel (socket writes and reads, other system calls). */
  serverSystemCpuCores: number[];
  /** Per server process: highest resident set sampled in the window, MiB. */
  serverPeakRssMb: number[];
  /** PostgreSQL's processes, in cores; undefined on PGlite (inside the server process). */
  postgresCpuCores?: number;
  /** The load generator (this process), in cores. */
  clientCpuCores: number;
  /** Everything busy on the machine, in cores; minus the above, the work of other processes. */
  machineBusyCores: number;
  /** The machine's 1-minute load average as the window closed: how crowded the shared cores were. */
  loadAverage: number;
}

/** Server and PostgreSQL CPU per call, in ms: what one call costs, whatever else the machine runs. */
export function cpuMsPerCall(usage: ResourceUsage, callsPerSecond: number): number {
  const cores =
    usage.serverCpuCores.reduce((sum, value) => sum + value, 0) + (usage.postgresCpuCores ?? 0);
  return callsPerSecond > 0 ? Math.round((cores / callsPerSecond) * 1000 * 1000) / 1000 : 0;
}

export interface ResourceMonitor {
  stop(): ResourceUsage;
}

const SAMPLE_INTERVAL_MS = 250;

export function startResourceMonitor(
  serverPids: number[],
  postmasterPid?: number,
): ResourceMonitor {
  const started = performance.now();
  const serverCpuAtStart = serverPids.map(processCpuSplit);
  const postgresCpuAtStart = postmasterPid ? processTreeCpuSeconds(postmasterPid) : 0;
  const clientAtStart = process.cpuUsage();
  const machineAtStart = machineCpuSeconds();
  const peakRss = serverPids.map(() => 0);
  const sample = () =>
    serverPids.forEach((pid, index) => {
      peakRss[index] = Math.max(peakRss[index] ?? 0, processMemory(pid)?.rssMb ?? 0);
    });
  sample();
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS);

  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = (performance.now() - started) / 1000;
      const perSecond = (cpuSeconds: number) => round(cpuSeconds / seconds);
      const client = process.cpuUsage(clientAtStart);
      const machine = machineCpuSeconds();
      return {
        seconds,
        cores: availableParallelism(),
        serverCpuCores: serverPids.map((pid, index) =>
          perSecond(processCpuSeconds(pid) - total(serverCpuAtStart[index])),
        ),
        serverSystemCpuCores: serverPids.map((pid, index) =>
          perSecond(processCpuSplit(pid).system - (serverCpuAtStart[index]?.system ?? 0)),
        ),
        serverPeakRssMb: peakRss.map(Math.round),
        postgresCpuCores: postmasterPid
          ? perSecond(processTreeCpuSeconds(postmasterPid) - postgresCpuAtStart)
          : undefined,
        clientCpuCores: perSecond((client.user + client.system) / 1e6),
        machineBusyCores: perSecond(machine.busy - machineAtStart.busy),
        loadAverage: round(loadavg()[0] ?? 0),
      };
    },
  };
}

function total(split: { user: number; system: number } | undefined): number {
  return split ? split.user + split.system : 0;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
