/** Request ids (senid) seen, each remembered for as long as its timestamp is accepted: a replayed call is refused. */
export class SenidStore {
  private seen = new Map<string, number>();

  /** False when the senid was used within the window; otherwise remembers it. */
  use(senid: string, wallNow: number, windowMs: number): boolean {
    for (const [k, expires] of this.seen) if (expires <= wallNow) this.seen.delete(k);
    if (this.seen.has(senid)) return false;
    this.seen.set(senid, wallNow + 2 * windowMs);
    return true;
  }

  clear(): void {
    this.seen.clear();
  }
}
