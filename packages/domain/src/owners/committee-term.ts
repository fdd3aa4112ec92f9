// 业委会成员的任期 (docs/decisions.md "Meetings, votes and committee terms"): a term of the owners'
// committee lasts at most five years (《业主大会和业主委员会指导规则》: 每届任期不超过5年), and a
// member shows as 任期届满 once the term's last day has passed.

/** 在任, 离任, 任期届满: the member_status dictionary's values. */
export type MemberStatus = '1' | '2' | '3';

/** Adds whole years to a YYYY-MM-DD day (29 February goes to 28 February in a common year). */
function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = y + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${target}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/** Why a term cannot be recorded, or undefined: it ends after it starts and lasts five years at most. */
export function termProblem(termStart: string, termEnd: string): string | undefined {
  if (termEnd < termStart) return '任期结束不能早于任期开始';
  // Five years from 2026-09-01 end on 2031-08-31, the day before the anniversary.
  if (termEnd >= addYears(termStart, 5)) return '业委会每届任期不超过五年';
  return undefined;
}

/**
 * The status a member row shows on `today`: 离任 stays; otherwise 任期届满 after the term's last
 * day and 在任 up to it (a term extended again makes the member 在任 again).
 */
export function memberStatusOn(status: string | null | undefined, termEnd: string | null | undefined, today: string): string | null | undefined {
  if (status === '2' || !termEnd) return status;
  return termEnd < today ? '3' : '1';
}
