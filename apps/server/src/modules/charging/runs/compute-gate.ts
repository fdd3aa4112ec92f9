/**
 * At most `width` holders at once, the others wait their turn (first come, first served). Bill runs
 * compute their lines through one gate: twenty estates billed at once then take turns on the CPU in
 * short slices instead of all crowding the event loop, so other requests keep answering quickly.
 */
export class ComputeGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.width) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
