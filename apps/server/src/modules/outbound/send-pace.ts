/**
 * Paces sends to at most `perSecond` across the whole drain, `parallel` in flight at once: the gateway's rate limit
 * is the instance's ceiling, and a slow answer does not hold the others back.
 */
export class SendPace {
  private next = 0;
  private readonly interval: number;

  constructor(
    perSecond: number,
    readonly parallel: number,
  ) {
    this.interval = 1000 / Math.max(0.001, perSecond);
  }

  /** Waits for this send's slot; a call carrying `weight` messages takes that many. */
  async slot(weight = 1): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + this.interval * weight;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }

  /** Runs `work` over the items, `parallel` at a time, each after its slot (`weight` messages' worth). */
  each<T>(items: readonly T[], work: (item: T) => Promise<void>, weight: (item: T) => number = () => 1): Promise<void> {
    return this.start(items, work, weight).done;
  }

  /**
   * As `each`, telling also when the last item has its slot (`dispatched`): the next batch of work may start then
   * and take the following slots while this one's answers are still coming, so the pace has no gap between them.
   * `dispatched` settles at the latest with `done` (a lane that fails takes no more slots).
   */
  start<T>(items: readonly T[], work: (item: T) => Promise<void>, weight: (item: T) => number = () => 1): { dispatched: Promise<void>; done: Promise<void> } {
    let i = 0;
    let slotted = 0;
    let markDispatched!: () => void;
    const allSlotted = new Promise<void>((resolve) => (markDispatched = resolve));
    if (items.length === 0) markDispatched();
    const lanes = Array.from({ length: Math.min(this.parallel, items.length) }, async () => {
      while (i < items.length) {
        const item = items[i++]!;
        await this.slot(weight(item));
        if (++slotted === items.length) markDispatched();
        await work(item);
      }
    });
    const done = Promise.all(lanes).then(() => undefined);
    return { dispatched: Promise.race([allSlotted, done]), done };
  }
}
