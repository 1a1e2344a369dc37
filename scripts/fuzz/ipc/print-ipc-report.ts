// The IPC fuzz run's figures, as `npm run fuzz` prints them.
import { IPC_CHANNEL_NAMES } from '../../../src/shared/ipc/channel-names';
import { histogramLines, rate } from '../common/report';
import type { IpcServerFuzzReport } from './ipc-fuzz-server';

export function printIpcReport(report: IpcServerFuzzReport): void {
  console.log(
    `\nIPC fuzz: ${report.invocations} invocations in ${(report.durationMs / 1000).toFixed(1)} s (${rate(report.invocations, report.durationMs)} invocations/s), seed ${report.seed}`,
  );
  console.log(
    `Channels of the contract: ${IPC_CHANNEL_NAMES.length}; answered ok with well-formed arguments: ${report.answeredChannels.size}`,
  );
  const silent = IPC_CHANNEL_NAMES.filter((channel) => !report.answeredChannels.has(channel));
  if (silent.length > 0) console.log(`Channels never answered ok: ${silent.join(', ')}`);
  console.log(
    `HTTP calls made by the core: ${report.httpCalls} (blocked, to a fuzzed server address: ${report.blockedCalls})`,
  );
  console.log('Outcomes:');
  for (const line of histogramLines(report.outcomes, report.invocations)) console.log(line);
  console.log(
    `Server ledger check: ${report.ledgerViolations.length === 0 ? 'clean' : report.ledgerViolations.join('; ')}`,
  );
  console.log(`Failures: ${report.failures.length}`);
  for (const failure of report.failures) {
    console.log(
      `  #${failure.index} ${failure.kind}: ${failure.message}\n    invocation: ${failure.invocation}`,
    );
  }
}
