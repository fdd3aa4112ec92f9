import type { ReconDay, ReconItem } from '@pm/contracts';

// How a bill day and a difference read on the screen: the state's colour, and what a person should do about each
// kind (the words are the locales' `advice.<kind>`).

export const STATE_COLOR: Record<ReconDay['state'], string> = { balanced: 'green', differences: 'orange', waiting: 'gray', failed: 'red' };

/** The days before today whose bill can be asked for (the vendor keeps three months; today's comes tomorrow). */
export function canRun(day: ReconDay, readOnly: boolean): boolean {
  return !readOnly && !day.running;
}

/** A difference a person can still resolve: open, and the screen not read-only. */
export function canResolve(item: ReconItem, readOnly: boolean): boolean {
  return !readOnly && item.state === 'open';
}
