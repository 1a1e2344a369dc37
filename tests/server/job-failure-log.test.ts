// A job that keeps failing (the database down for minutes) logs its first failure in full, then
// one line a minute, and one when it works again: not the same stack twice a second.
import { describe, expect, it } from 'vitest';
import { createJobFailureLog, STILL_FAILING_LOG_MS } from '../../src/server/jobs/job-failure-log';

function recordingLog() {
  const lines: { level: 'error' | 'info'; message: string; err?: unknown }[] = [];
  return {
    lines,
    error: (fields: object, message: string) =>
      lines.push({ level: 'error', message, err: (fields as { err?: unknown }).err }),
    info: (message: string) => lines.push({ level: 'info', message }),
  };
}

describe('the background jobs failure log', () => {
  it('logs a failing job once, then once a minute, then when it works again', () => {
    const log = recordingLog();
    let time = 0;
    const report = createJobFailureLog(log, () => time);
    const outage = new Error('connect ECONNREFUSED 127.0.0.1:5432');

    // Two minutes of a sweep failing twice a second.
    for (; time <= 2 * STILL_FAILING_LOG_MS; time += 500) report.failed('game-sweep', outage);
    expect(log.lines).toEqual([
      { level: 'error', message: 'background job game-sweep failed', err: outage },
      {
        level: 'error',
        message: 'background job game-sweep still failing (121 failed runs in a row)',
        err: outage,
      },
      {
        level: 'error',
        message: 'background job game-sweep still failing (241 failed runs in a row)',
        err: outage,
      },
    ]);

    report.looked?.('game-sweep');
    report.looked?.('game-sweep'); // nothing more to say
    expect(log.lines.slice(3)).toEqual([
      { level: 'info', message: 'background job game-sweep works again after 241 failed runs' },
    ]);

    // A later failure is news again, logged in full at once.
    time += 1_000;
    report.failed('game-sweep', outage);
    expect(log.lines).toHaveLength(5);
    expect(log.lines[4]).toMatchObject({ message: 'background job game-sweep failed' });
  });

  it('keeps each job apart', () => {
    const log = recordingLog();
    const report = createJobFailureLog(log, () => 0);
    report.failed('game-sweep', new Error('a'));
    report.failed('backup-players', new Error('b'));
    report.failed('game-sweep', new Error('a'));
    report.looked?.('backup-players');
    expect(log.lines.map((line) => line.message)).toEqual([
      'background job game-sweep failed',
      'background job backup-players failed',
      'background job backup-players works again after 1 failed runs',
    ]);
  });
});
