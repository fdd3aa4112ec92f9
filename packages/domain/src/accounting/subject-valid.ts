/** What `/api/accounting/subject-valid` needs to know of one subject. */
export interface PostingSubject {
  code: string;
  name?: string;
  /** false for a 停用 subject; default true. */
  active?: boolean;
}

/** Whether a code has children among the chart's codes (a child's code starts with it and is longer). */
export function hasChildren(code: string, codes: Iterable<string>): boolean {
  for (const c of codes) if (c.length > code.length && c.startsWith(code)) return true;
  return false;
}

/**
 * Why a voucher line may not post to a subject (Chinese), or null when it may: the subject exists,
 * is active, and is a leaf (a subject with children is a summary and cannot be posted to, A4).
 * `chart` is the company's subjects (codes unique).
 */
export function postingSubjectRefusal(code: string, chart: readonly PostingSubject[]): string | null {
  const subject = chart.find((s) => s.code === code);
  if (!subject) return `科目${code}不存在`;
  const label = subject.name ? `${code} ${subject.name}` : code;
  if (subject.active === false) return `科目${label}已停用，不能记账`;
  if (
    hasChildren(
      code,
      chart.map((s) => s.code),
    )
  )
    return `科目${label}有下级科目，只能往下级科目记账`;
  return null;
}
