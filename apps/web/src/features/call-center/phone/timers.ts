export type TimerName = 'refresh' | 'password' | 'disconnect' | 'retry' | 'poll' | 'acw' | 'processing';

/** Every timer of spec section 9 by name, so stopping the phone clears them all in one place. */
export class Timers {
  private readonly handles = new Map<TimerName, ReturnType<typeof setTimeout>>();

  has(name: TimerName): boolean {
    return this.handles.has(name);
  }

  /** Starts `name`, replacing a running one; the handle is forgotten when it fires. */
  start(name: TimerName, ms: number, fn: () => void): void {
    this.clear(name);
    this.handles.set(
      name,
      setTimeout(() => {
        this.handles.delete(name);
        fn();
      }, ms),
    );
  }

  clear(name: TimerName): void {
    const handle = this.handles.get(name);
    if (handle) clearTimeout(handle);
    this.handles.delete(name);
  }

  clearAll(): void {
    for (const name of [...this.handles.keys()]) this.clear(name);
  }
}
