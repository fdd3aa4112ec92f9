/** `x-acs-signature-nonce` values seen per AccessKey, each remembered for as long as its date is accepted. */
export class NonceStore {
  private seen = new Map<string, number>();

  /** False when the key already used this nonce within the window; otherwise remembers it. */
  use(accessKeyId: string, nonce: string, wallNow: number, windowMs: number): boolean {
    // Oldest first (insertion order, one window for all): stop at the first one still remembered, or each call walks them all.
    for (const [k, expires] of this.seen) {
      if (expires > wallNow) break;
      this.seen.delete(k);
    }
    const key = `${accessKeyId}\n${nonce}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, wallNow + 2 * windowMs);
    return true;
  }

  clear(): void {
    this.seen.clear();
  }
}
