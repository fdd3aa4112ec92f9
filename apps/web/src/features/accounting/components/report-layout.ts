import { dec } from '@pm/domain';

// The reports' layout rules (spec §3): a heading (1), subtotal (4) and total (5) get a trailing
// colon; category 11 is the balance sheet's left column; a check pair (should/actual) that differs
// is highlighted.

export interface LayoutRow {
  id: number;
  name: string;
  type: number;
  category: number;
  should: string | null;
  actual: string | null;
}

/** The row's label as printed: 1, 4 and 5 end with a colon (full-width, as the templates are Chinese). */
export function reportLabel(row: { name: string; type: number }): string {
  return row.type === 1 || row.type === 4 || row.type === 5 ? `${row.name}：` : row.name;
}

/** should ≠ actual (compared as decimals, so 1.10 and 1.1 agree); false when the row has no check. */
export function isMismatch(row: { should: string | null; actual: string | null }): boolean {
  if (row.should === null || row.actual === null) return false;
  return !dec(row.should).equals(dec(row.actual));
}

/** The balance sheet side by side: category 11 on the left, every other category on the right, row by row. */
export function balanceSheetPairs<R extends { category: number }>(rows: readonly R[]): [R | null, R | null][] {
  const left = rows.filter((r) => r.category === 11);
  const right = rows.filter((r) => r.category !== 11);
  return Array.from({ length: Math.max(left.length, right.length) }, (_, i) => [left[i] ?? null, right[i] ?? null]);
}

/** Computed rows (4 subtotal, 5 total) and headings are shown bold. */
export const isStrong = (row: { type: number }) => row.type === 1 || row.type === 4 || row.type === 5;
