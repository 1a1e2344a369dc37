// The crash test's load: simulated players stepping in parallel against whichever server is
// current. While the server is down (between a kill and the restart) they wait.
import { Random } from '../fuzz/common/random';
import type { Acknowledgements } from './acknowledgements';
import { CrashPlayer } from './crash-player';

export class CrashLoad {
  private url: string | null = null;
  private wake: (() => void) | null = null;
  private stopped = false;
  private running: Promise<void> | undefined;
  steps = 0;
  unreachable = 0;

  constructor(
    private readonly players: number,
    private readonly seed: number,
    private readonly acks: Acknowledgements,
  ) {}

  /** Points the players at a server, or (null) makes them wait. */
  setServer(url: string | null): void {
    this.url = url;
    if (url) {
      this.wake?.();
      this.wake = null;
    }
  }

  start(): void {
    this.running = Promise.all(
      Array.from({ length: this.players }, (_, index) =>
        this.play(new CrashPlayer(index, new Random(this.seed + index), this.acks)),
      ),
    ).then(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.setServer('stopped');
    await this.running;
  }

  private async play(player: CrashPlayer): Promise<void> {
    while (!this.stopped) {
      const url = this.url;
      if (!url) {
        await new Promise<void>((resolve) => {
          const previous = this.wake;
          this.wake = () => {
            previous?.();
            resolve();
          };
        });
        continue;
      }
      const reached = await player.step(url);
      this.steps += 1;
      // A connection refused while the server is being killed: give the controller a moment.
      if (!reached) {
        this.unreachable += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}
