/**
 * The rhythm of a worker beside the server (the outbox's, the alerts'): rounds that never
 * overlap, one at once when started or nudged, else after the wait the last round asked for.
 * A nudge during a round runs another right after it, so nothing added meanwhile waits a poll.
 */
export class Rounds {
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  /** The round in progress, if any: rounds never overlap. */
  private round: Promise<void> | undefined;
  /** A nudge came during a round: run another right after it. */
  private again = false;

  /** `run`: one round; it answers how long to wait before the next (ms) and handles its own faults. */
  constructor(private readonly run: () => Promise<number>) {}

  /** Starts: a first round at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Something to do came in: a round now rather than after the wait. */
  nudge(): void {
    if (!this.running) return;
    if (this.round) this.again = true;
    else this.schedule(0);
  }

  /** Stops after the round in progress; no new round starts. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.round ??= this.loop().finally(() => {
        this.round = undefined;
      });
    }, delayMs);
    // The worker alone never keeps the process alive.
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    let delay: number;
    do {
      this.again = false;
      delay = await this.run();
    } while (this.again && this.running);
    if (this.running) this.schedule(delay);
  }
}
