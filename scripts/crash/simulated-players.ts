// The benchmark's load simulator (bench/load: players that behave like the desktop app, with
// its polling) playing against the crash test's server, which keeps one address across
// restarts. Every 2xx they get is recorded as an acknowledgement, to be found in the database
// after each kill. While the server is down their calls fail and they carry on, as the app does.
import { randomUUID } from 'node:crypto';
import { TimeScale } from '../../bench/load/app-timings';
import { GameApi } from '../../bench/load/game-api';
import { KeepAliveClient } from '../../bench/load/http-client';
import { PhraseWriter } from '../../bench/load/phrase-writer';
import { signUpPlayers } from '../../bench/load/registration';
import { RequestLog } from '../../bench/load/request-log';
import { playUntilStopped } from '../../bench/load/simulated-player';
import { seededRandom } from '../../bench/lib/seeded-random';
import type { Acknowledgements } from './acknowledgements';

/** Game calls a player may have in flight at once (a game call and its polls). */
const SOCKETS_PER_PLAYER = 4;

export interface SimulatedPlayersOptions {
  url: string;
  players: number;
  seed: number;
  /** Real time divided by this for the players' pace (the bench's default is 20). */
  timeScale: number;
}

export class SimulatedPlayers {
  readonly log = new RequestLog();
  private readonly client: KeepAliveClient;
  private running = true;
  private playing: Promise<void> | undefined;

  constructor(
    private readonly options: SimulatedPlayersOptions,
    private readonly acks: Acknowledgements,
  ) {
    this.client = new KeepAliveClient(options.url, options.players * SOCKETS_PER_PLAYER);
  }

  /** Signs the players up (the server must be up), then lets them play until `stop`. */
  async start(): Promise<void> {
    this.log.startWindow();
    const signedUp = await signUpPlayers(
      [this.client],
      this.options.players,
      randomUUID().slice(0, 8),
      this.log,
    );
    const writer = PhraseWriter.create(this.options.seed);
    const scale = new TimeScale(this.options.timeScale);
    this.playing = Promise.all(
      signedUp.map((player, index) => {
        this.acks.players.add(player.playerId);
        return playUntilStopped({
          api: new GameApi(this.client, this.log, player.accessToken, (endpoint, path, body) =>
            acknowledge(this.acks, player.playerId, endpoint, path, body),
          ),
          writer,
          scale,
          random: seededRandom(this.options.seed + 1000 + index),
          isRunning: () => this.running,
        });
      }),
    ).then(() => undefined);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.playing;
    this.client.close();
  }
}

/** Records what a 2xx of the load simulator committed. */
export function acknowledge(
  acks: Acknowledgements,
  playerId: string,
  endpoint: string,
  path: string,
  body: unknown,
): void {
  const id = path.split('/')[2] ?? '';
  switch (endpoint) {
    case 'POST /rounds/prompt':
    case 'POST /rounds/copy':
    case 'POST /rounds/vote':
      acks.startedRounds.add((body as { round_id: string }).round_id);
      break;
    case 'POST /rounds/:id/submit':
      acks.submittedRounds.add(id);
      break;
    case 'POST /rounds/:id/feedback':
      acks.feedback.add(id);
      break;
    case 'POST /phrasesets/:id/vote':
      acks.votes.add(`${playerId}:${id}`);
      break;
    case 'POST /phrasesets/:id/claim':
      acks.resultClaims.add(`${playerId}:${id}`);
      break;
    case 'POST /quests/:id/claim':
      acks.questRewards.add(id);
      break;
    default:
      // Reads acknowledge nothing.
      break;
  }
}
