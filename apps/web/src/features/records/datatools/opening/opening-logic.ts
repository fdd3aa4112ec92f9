import type { OpeningImport, OpeningState, Subject } from '@pm/contracts';
import { dec } from '@pm/domain';

/** The import is running a job (确认导入 or 撤销): its detail is polled and its buttons wait. */
export function isMoving(state: OpeningState): boolean {
  return state === 'committing' || state === 'undoing';
}

/** States a person still has to act on or wait for: the tab opens on the newest of them. */
const OPEN_STATES: readonly OpeningState[] = ['checked', 'committing', 'undoing'];

/** The import the detail shows: the one picked, else the newest still open (a reload resumes it), else none. */
export function shownImport(
  picked: number | null,
  rows: readonly Pick<OpeningImport, 'id' | 'state'>[],
): number | null {
  if (picked !== null) return picked;
  return rows.find((r) => OPEN_STATES.includes(r.state))?.id ?? null;
}

export const STATE_COLORS: Record<OpeningState, string> = {
  checked: 'blue',
  committing: 'orange',
  done: 'green',
  undoing: 'orange',
  undone: 'gray',
  discarded: 'gray',
};

/** 撤销导入 is refused once a fee of the import was paid (even in part) or an account it opened has moved. */
export function undoBlocked(row: Pick<OpeningImport, 'paidLines' | 'movedAccounts'>): boolean {
  return row.paidLines > 0 || row.movedAccounts > 0;
}

/** A job's share done, 0-100 (0 while the total is not known yet). */
export function percentDone(done: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
}

/** A money text of the server ("0.00", "-0.00", "12.30") is zero; exact, no float. */
export function isZeroAmount(value: string): boolean {
  try {
    return dec(value).isZero();
  } catch {
    return false;
  }
}

/** The subjects a voucher line may go to: active leaves, as "310401 利润分配-未分配利润". */
export function counterSubjectOptions(subjects: readonly Subject[]): { value: string; label: string }[] {
  return subjects.filter((s) => s.leaf && s.active).map((s) => ({ value: s.code, label: `${s.code} ${s.fullName}` }));
}

/**
 * The counter subject offered first: the 未分配利润 leaf (310401 / 410401 under 利润分配), else a leaf
 * named 利润分配 (a chart where it has no children); null when the chart has neither.
 */
export function defaultCounterSubject(subjects: readonly Subject[]): string | null {
  const leaves = subjects.filter((s) => s.leaf && s.active);
  const undistributed = leaves.find((s) => s.name.includes('未分配利润') || s.fullName.includes('未分配利润'));
  const distribution = leaves.find((s) => s.name.includes('利润分配'));
  return (undistributed ?? distribution)?.code ?? null;
}
