// One simulated player using the desktop app: its background polling runs while the player
// goes round the game's loop (look at the dashboard, then play a round, read a result, claim a
// quest or open another page), waiting as a person would, scaled (app-timings.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import type { CurrentRound, DashboardResponse, RoundAvailability } from '../../src/shared/api';
import { startAppPolling, type AppPolling } from './app-polling';
import {
  APP_DELAYS_MS,
  APP_POLLING_MS,
  BROWSING_CHANCES,
  HUMAN_MS,
  ROUND_WEIGHTS,
  type TimeScale,
} from './app-timings';
import type { GameApi } from './game-api';
import type { PhraseWriter } from './phrase-writer';
import { pick } from '../lib/seeded-random';

export interface PlayerSetup {
  api: GameApi;
  writer: PhraseWriter;
  scale: TimeScale;
  random: () => number;
  /** False once the run's time is up: the player finishes what it started, then leaves. */
  isRunning: () => boolean;
}

/** A person fixes a refused phrase and tries again, a few times. */
const PHRASE_ATTEMPTS = 3;

export async function playUntilStopped(setup: PlayerSetup): Promise<void> {
  // People open the app at different moments: each player starts within the first polling
  // interval, rather than all 200 sending their first dashboard in the same millisecond.
  await sleep(setup.scale.ms(APP_POLLING_MS.dashboard) * setup.random());
  if (!setup.isRunning()) return;
  const polling = startAppPolling(setup.api, setup.scale, setup.random);
  try {
    while (setup.isRunning()) {
      const dashboard = await setup.api.dashboard();
      await wait(setup, HUMAN_MS.readDashboard);
      if (dashboard.ok && setup.isRunning()) await takeTurn(setup, polling, dashboard.data);
    }
  } finally {
    polling.stop();
  }
}

async function takeTurn(
  setup: PlayerSetup,
  polling: AppPolling,
  dashboard: DashboardResponse,
): Promise<void> {
  const { api, random } = setup;
  if (dashboard.current_round.round_id !== null) return finishRound(setup, dashboard.current_round);
  const result = dashboard.unclaimed_results[0];
  if (result) {
    await api.results(result.phraseset_id);
    await wait(setup, HUMAN_MS.readPage);
    await api.claimResult(result.phraseset_id);
    return;
  }
  const quest = polling.claimableQuests.shift();
  if (quest) {
    polling.claimed.add(quest.quest_id);
    await api.claimQuest(quest.quest_id);
    return;
  }
  const browse = random();
  const page =
    browse < BROWSING_CHANCES.statistics
      ? api.statistics
      : browse < BROWSING_CHANCES.statistics + BROWSING_CHANCES.quests
        ? api.quests
        : browse <
            BROWSING_CHANCES.statistics + BROWSING_CHANCES.quests + BROWSING_CHANCES.pastRounds
          ? api.pastRounds
          : undefined;
  if (page) {
    await page();
    await wait(setup, HUMAN_MS.readPage);
    return;
  }
  await playRound(setup, dashboard.round_availability);
}

type RoundKind = keyof typeof ROUND_WEIGHTS;

async function playRound(setup: PlayerSetup, availability: RoundAvailability): Promise<void> {
  const open: RoundKind[] = [];
  if (availability.can_prompt) open.push('prompt');
  if (availability.can_copy) open.push('copy');
  if (availability.can_vote) open.push('vote');
  const kind = weightedPick(setup.random, open);
  if (kind === 'prompt') return playPrompt(setup);
  if (kind === 'copy') return playCopy(setup);
  if (kind === 'vote') return playVote(setup);
}

async function playPrompt(setup: PlayerSetup): Promise<void> {
  const started = await setup.api.startPrompt();
  if (!started.ok) return;
  const { round_id: roundId, prompt_text: promptText } = started.data;
  if (setup.random() < BROWSING_CHANCES.promptFeedback)
    await setup.api.giveFeedback(roundId, setup.random() < 0.5 ? 'like' : 'dislike');
  await submitPhrase(
    setup,
    roundId,
    () => setup.writer.promptPhrase(setup.random, promptText),
    roundId,
  );
}

async function playCopy(setup: PlayerSetup): Promise<void> {
  const started = await setup.api.startCopy();
  if (!started.ok) return;
  const {
    round_id: roundId,
    original_phrase: original,
    prompt_round_id: promptRoundId,
  } = started.data;
  await submitPhrase(
    setup,
    roundId,
    () => setup.writer.copyPhrase(setup.random, original),
    promptRoundId,
  );
}

async function playVote(setup: PlayerSetup): Promise<void> {
  const started = await setup.api.startVote();
  if (!started.ok) return;
  await castVote(setup, started.data.phraseset_id, started.data.phrases);
}

/** Writes, submits (fixing a refused phrase), then maybe follows the set on its tracking page. */
async function submitPhrase(
  setup: PlayerSetup,
  roundId: string,
  write: () => string,
  promptRoundId?: string,
): Promise<void> {
  await wait(setup, HUMAN_MS.writePhrase);
  for (let attempt = 1; attempt <= PHRASE_ATTEMPTS; attempt += 1) {
    const submitted = await setup.api.submitPhrase(roundId, write());
    if (submitted.ok) break;
    if (submitted.code === 'expired') return;
  }
  if (promptRoundId && setup.random() < BROWSING_CHANCES.trackSubmission)
    await setup.api.details(promptRoundId);
  await wait(setup, APP_DELAYS_MS.redirectAfterPhrase, 'fixed');
}

async function castVote(
  setup: PlayerSetup,
  phrasesetId: string,
  phrases: readonly string[],
): Promise<void> {
  await wait(setup, HUMAN_MS.pickVote);
  await setup.api.vote(phrasesetId, pick(setup.random, phrases));
  await wait(setup, APP_DELAYS_MS.redirectAfterVote, 'fixed');
}

/** A round the dashboard shows as still active (the player came back to it). */
async function finishRound(setup: PlayerSetup, round: CurrentRound): Promise<void> {
  const { writer, random } = setup;
  switch (round.round_type) {
    case 'vote':
      return castVote(setup, round.state.phraseset_id, round.state.phrases);
    case 'copy':
      return submitPhrase(setup, round.round_id, () =>
        writer.copyPhrase(random, round.state.original_phrase),
      );
    case 'prompt':
      return submitPhrase(setup, round.round_id, () =>
        writer.promptPhrase(random, round.state.prompt_text),
      );
  }
}

function weightedPick(random: () => number, kinds: RoundKind[]): RoundKind | undefined {
  const total = kinds.reduce((sum, kind) => sum + ROUND_WEIGHTS[kind], 0);
  let draw = random() * total;
  for (const kind of kinds) {
    draw -= ROUND_WEIGHTS[kind];
    if (draw < 0) return kind;
  }
  return undefined;
}

/** A person's wait (jittered) or the app's own delay (fixed), both scaled. */
function wait(
  setup: PlayerSetup,
  realMs: number,
  kind: 'human' | 'fixed' = 'human',
): Promise<void> {
  const ms = kind === 'fixed' ? setup.scale.ms(realMs) : setup.scale.jittered(realMs, setup.random);
  return sleep(ms).then(() => undefined);
}
