import type { FieldValue } from '@pm/domain';

/** An updated row of an import as ordering needs it: its unique values before and after. */
export interface UniqueMove<R> {
  row: R;
  /** field → stored value (text) */
  before: Map<string, string>;
  /** field → value after the import (text) */
  after: Map<string, string>;
}

/**
 * The order to write updated rows in so no unique index sees a value twice on the way: a row that
 * takes a value another row of the file gives up is written after that row. Rows that trade
 * values in a cycle (A takes B's code, B takes A's) cannot be ordered: each index is checked
 * row by row, so they are answered as `cycles` (the file is refused naming them).
 */
export function orderUniqueMoves<R>(moves: UniqueMove<R>[]): {
  ordered: R[];
  cycles: { row: R; field: string; value: string; holder: R }[];
} {
  // Who gives up which value: field → value → move.
  const freeing = new Map<string, Map<string, UniqueMove<R>>>();
  for (const m of moves) {
    for (const [field, value] of m.before) {
      if (m.after.get(field) === value) continue;
      let byValue = freeing.get(field);
      if (!byValue) freeing.set(field, (byValue = new Map<string, UniqueMove<R>>()));
      byValue.set(value, m);
    }
  }
  const waitsFor = new Map<UniqueMove<R>, { move: UniqueMove<R>; field: string; value: string }[]>();
  for (const m of moves) {
    const deps: { move: UniqueMove<R>; field: string; value: string }[] = [];
    for (const [field, value] of m.after) {
      if (m.before.get(field) === value) continue;
      const holder = freeing.get(field)?.get(value);
      if (holder && holder !== m) deps.push({ move: holder, field, value });
    }
    waitsFor.set(m, deps);
  }
  const ordered: R[] = [];
  const cycles: { row: R; field: string; value: string; holder: R }[] = [];
  const state = new Map<UniqueMove<R>, 'visiting' | 'done'>();
  const visit = (m: UniqueMove<R>): boolean => {
    const s = state.get(m);
    if (s === 'done') return true;
    if (s === 'visiting') return false;
    state.set(m, 'visiting');
    for (const dep of waitsFor.get(m) ?? []) {
      if (!visit(dep.move)) {
        if (!cycles.some((c) => c.row === m.row))
          cycles.push({ row: m.row, field: dep.field, value: dep.value, holder: dep.move.row });
        state.set(m, 'done');
        return false;
      }
    }
    state.set(m, 'done');
    ordered.push(m.row);
    return true;
  };
  for (const m of moves) visit(m);
  return { ordered, cycles };
}

/** A unique value as text for comparison (null when empty). */
export function uniqueText(value: FieldValue | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}
