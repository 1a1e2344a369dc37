// The solo simulation's figures, as `npm run solo:sim` prints them, against the issue's goals.
import type { Settings } from '../../src/server/settings';
import type { SoloSimReport } from './simulate';
import { checksPassed } from './solo-checks';

export const SOLO_GOALS = {
  /** A newcomer's prompt is finalized and paid within 5 minutes. */
  resultSeconds: 300,
  /** Rounds in a row with copy and vote always available. */
  roundsInARow: 60,
};

const clockTime = (seconds: number | null) =>
  seconds === null
    ? 'not finalized'
    : `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Prints the report; returns whether every goal was met. */
export function printSoloReport(
  report: SoloSimReport,
  settings: Settings,
  wallSeconds: number,
): boolean {
  const first = report.prompts[0];
  const resultOk =
    report.firstResultSeconds !== null &&
    (report.slowestResultSeconds ?? 0) <= SOLO_GOALS.resultSeconds &&
    report.overdueResults === 0;
  const inARowOk = report.roundsInARow >= Math.min(SOLO_GOALS.roundsInARow, report.rounds.length);
  const checksOk = checksPassed(report.checks) && report.tickErrors.length === 0;
  const cap = settings.ai_backup_spend_cap_per_hour;
  const capOk = cap === 0 || report.houseSpendPerHour <= cap;
  const farmedOk = report.person.gotBack < report.person.paidIn;
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
  const lines = [
    `Solo simulation: ${report.minutes} simulated minutes (profile ${settings.game_profile}, backup delay ${settings.ai_backup_delay_minutes} min, votes up to ${settings.ai_backup_votes_up_to}), ${wallSeconds.toFixed(1)} s of work`,
    `${mark(resultOk)} first prompt finalized and paid after ${clockTime(report.firstResultSeconds)} (payout ${first?.payout ?? 0} FC); slowest of ${report.prompts.length} prompts ${clockTime(report.slowestResultSeconds)}; ${report.overdueResults} older than 5:00 unfinalized (goal: within 5:00)`,
    `${mark(inARowOk)} ${report.roundsInARow} rounds in a row with copy and vote available, of ${report.rounds.length} played (goal: ${SOLO_GOALS.roundsInARow})`,
    `${mark(checksOk)} after the run: ${report.checks.ledgerViolations.length} ledger violations, rule breaches ${JSON.stringify(report.checks.breaches)}, ${report.tickErrors.length} scheduler errors`,
    `${mark(capOk)} house net spending on play: ${report.houseSpend} FC over the run, ${report.houseSpendPerHour} FC per hour (cap ${cap === 0 ? 'none' : `${cap} FC per hour`})`,
    `${mark(farmedOk)} the newcomer put in ${report.person.paidIn} FC and got ${report.person.gotBack} FC back (before this change: 7,200 in, 2,210 back)`,
  ];
  const refusals = new Map<string, number>();
  for (const round of report.rounds) {
    if (!round.refusal) continue;
    const reason = `${round.kind}: ${round.refusal.slice(0, 80)}`;
    refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
  }
  for (const [reason, count] of refusals) lines.push(`  refused ${count}x ${reason}`);
  for (const error of report.tickErrors.slice(0, 3))
    lines.push(`  scheduler error: ${String(error)}`);
  console.log(lines.join('\n'));
  return resultOk && inARowOk && checksOk && capOk && farmedOk;
}
