// The HTTP fuzz run's figures, as `npm run fuzz` prints them.
import { histogramLines, rate } from '../common/report';
import type { HttpFuzzReport } from './http-fuzzer';

export function printHttpReport(engine: string, report: HttpFuzzReport): void {
  const reached = [...report.byEndpoint.values()].filter((counts) => counts.total > 0).length;
  const answered = [...report.byEndpoint.values()].filter((counts) => counts.ok > 0).length;
  console.log(
    `\nHTTP fuzz on ${engine}: ${report.requests} requests in ${(report.durationMs / 1000).toFixed(1)} s (${rate(report.requests, report.durationMs)} requests/s), seed ${report.seed}`,
  );
  console.log(
    `Endpoints of the OpenAPI document: ${report.byEndpoint.size}; reached ${reached}; with at least one 2xx ${answered}`,
  );
  console.log('Status histogram:');
  for (const line of histogramLines(report.statuses, report.requests)) console.log(line);
  const silent = [...report.byEndpoint.entries()]
    .filter(([, counts]) => counts.ok === 0)
    .map(([name]) => name);
  if (silent.length > 0) console.log(`Endpoints never answered 2xx: ${silent.join(', ')}`);
  console.log(
    `Ledger check: ${report.ledgerViolations.length === 0 ? 'clean' : report.ledgerViolations.join('; ')}`,
  );
  console.log(`Failures: ${report.failures.length}`);
  for (const failure of report.failures) {
    console.log(
      `  #${failure.index} ${failure.kind}: ${failure.message}\n    request: ${failure.request}\n    answer:  ${failure.answer}`,
    );
  }
}
