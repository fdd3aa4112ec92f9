/** The period a ledger or report opens on: the latest closed one (the one before the current), else the current, else the last. */
export function defaultPeriod(range: { periods: string[]; current: string | null; end: string | null } | undefined): string | null {
  if (!range) return null;
  const i = range.current ? range.periods.indexOf(range.current) : -1;
  if (i > 0) return range.periods[i - 1] ?? null;
  return range.current ?? range.end;
}
