/**
 * What a screen asks before its tab closes. The shell knows screens only by their menu component
 * path, so features declare these per component (features/<name>/close-guards.ts).
 */
export interface CloseGuard {
  /** The question to ask before closing, or null when the tab may close at once. */
  question(): string | null;
  /** Drops what the question was about (the user chose 放弃); the tab closes next. */
  giveUp(): void;
}

/** A feature's close guards by menu component path (as in its ScreenMap). */
export type CloseGuardMap = Record<string, CloseGuard>;
