/** Every timer the fake starts, so a reset or a close stops them all. */
export class Timers {
  private readonly handles = new Set<NodeJS.Timeout>();

  after(ms: number, run: () => void): void {
    const handle = setTimeout(
      () => {
        this.handles.delete(handle);
        run();
      },
      Math.max(0, ms),
    );
    this.handles.add(handle);
  }

  clear(): void {
    for (const h of this.handles) clearTimeout(h);
    this.handles.clear();
  }

  get pending(): number {
    return this.handles.size;
  }
}
