/** The period a ledger or report opens on: the book's current (open) period, else the last one opened. */
export function defaultPeriod(range: { periods: string[]; current: string | null; end: string | null } | undefined): string | null {
  if (!range) return null;
  return range.current ?? range.end;
}
