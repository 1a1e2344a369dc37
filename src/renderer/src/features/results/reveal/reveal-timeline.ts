// The reveal of a finished set, as data: in which order the votes land on the phrases and
// when each stage begins. Pure, so the order and the timings are tested without a browser.

/** The stages in order; each shows everything the earlier ones did. */
export const REVEAL_STAGES = ['votes', 'unmask', 'net', 'coins', 'done'] as const;
export type RevealStage = (typeof REVEAL_STAGES)[number];

/** One moment of the reveal: how many votes have landed and which stage is showing. */
export interface RevealFrame {
  stage: RevealStage;
  arrived: number;
}

/** A step of the timeline: at `atMs` after the start the reveal shows `frame`. */
export interface RevealStep {
  atMs: number;
  frame: RevealFrame;
}

const LEAD_IN_MS = 350;
/** The whole vote count lasts at most this long, however many votes there were. */
const VOTES_BUDGET_MS = 2_400;
const MAX_VOTE_STEP_MS = 450;
const UNMASK_PAUSE_MS = 550;
const NET_PAUSE_MS = 700;
const COINS_PAUSE_MS = 650;
/** How long the coins take to fly into the balance (fly-coins.ts uses it too). */
export const COIN_FLIGHT_MS = 900;

/**
 * Which row each vote lands on, in order, for rows given by their vote counts: taken in turns
 * from the row with the fewest votes up, so the leader pulls ahead last.
 */
export function arrivalOrder(counts: readonly number[]): number[] {
  const left = counts.map((count) => Math.max(0, count));
  const byFewest = left.map((_, row) => row).sort((a, b) => left[a]! - left[b]! || a - b);
  const order: number[] = [];
  while (left.some((count) => count > 0)) {
    for (const row of byFewest) {
      if (left[row]! > 0) {
        left[row]! -= 1;
        order.push(row);
      }
    }
  }
  return order;
}

/** Each row's count once `arrived` votes of `order` have landed. */
export function countsAfter(order: readonly number[], rows: number, arrived: number): number[] {
  const counts = new Array<number>(rows).fill(0);
  for (const row of order.slice(0, arrived)) counts[row]! += 1;
  return counts;
}

/** Every change of the reveal with its time, the first at 0 and the last the final state. */
export function revealSteps(totalVotes: number): RevealStep[] {
  const votes = Math.max(0, totalVotes);
  const voteStep = votes === 0 ? 0 : Math.min(MAX_VOTE_STEP_MS, VOTES_BUDGET_MS / votes);
  const steps: RevealStep[] = [{ atMs: 0, frame: { stage: 'votes', arrived: 0 } }];
  let at = LEAD_IN_MS;
  for (let arrived = 1; arrived <= votes; arrived++) {
    steps.push({ atMs: Math.round(at), frame: { stage: 'votes', arrived } });
    at += voteStep;
  }
  at += UNMASK_PAUSE_MS - voteStep;
  steps.push({ atMs: Math.round(at), frame: { stage: 'unmask', arrived: votes } });
  at += NET_PAUSE_MS;
  steps.push({ atMs: Math.round(at), frame: { stage: 'net', arrived: votes } });
  at += COINS_PAUSE_MS;
  steps.push({ atMs: Math.round(at), frame: { stage: 'coins', arrived: votes } });
  at += COIN_FLIGHT_MS;
  steps.push({ atMs: Math.round(at), frame: { stage: 'done', arrived: votes } });
  return steps;
}

/** Whether the reveal has got as far as `stage` (it shows what that stage adds). */
export function reached(frame: RevealFrame, stage: RevealStage): boolean {
  return REVEAL_STAGES.indexOf(frame.stage) >= REVEAL_STAGES.indexOf(stage);
}
