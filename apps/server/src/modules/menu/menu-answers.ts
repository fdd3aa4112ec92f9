
/** Built menus kept for this many callers (a centre menu is ~37 kB of JSON): the least recently used go first. */
const MAX_KEPT = 500;

/**
 * Menu answers (the whole serialized envelope) kept per caller and layout while the menu stamp
 * they were built under is the current one. The stamp moves in the transaction of every write a
 * menu is built from (migrations/0004_menu_stamp.sql), and it is read with the session on each
 * request (Session.menuStamp) before anything is built, so an answer is never older than the data
 * a fresh build would read, on any instance.
 */
export class MenuAnswers {
  private readonly kept = new Map<string, { stamp: number; json: string }>();

  get(key: string, stamp: number): string | undefined {
    const hit = this.kept.get(key);
    if (!hit || hit.stamp !== stamp) return undefined;
    this.kept.delete(key);
    this.kept.set(key, hit);
    return hit.json;
  }

  set(key: string, stamp: number, json: string): void {
    this.kept.delete(key);
    this.kept.set(key, { stamp, json });
    if (this.kept.size > MAX_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }
}
