import { describe, expect, it } from 'vitest';
import { memberStatusOn, termProblem } from './committee-term';

describe('termProblem', () => {
  it.each([
    ['2026-09-01', '2031-08-31', undefined],
    ['2026-09-01', '2031-09-01', '业委会每届任期不超过五年'],
    ['2026-09-01', '2026-09-01', undefined],
    ['2026-09-01', '2026-08-31', '任期结束不能早于任期开始'],
    ['2024-02-29', '2029-02-27', undefined],
    ['2024-02-29', '2029-02-28', '业委会每届任期不超过五年'],
  ])('%s ~ %s', (start, end, problem) => {
    expect(termProblem(start, end)).toBe(problem);
  });
});

describe('memberStatusOn', () => {
  it('shows 任期届满 the day after the term ends, 在任 up to its last day, and keeps 离任', () => {
    expect(memberStatusOn('1', '2026-11-26', '2026-11-27')).toBe('3');
    expect(memberStatusOn('1', '2026-11-27', '2026-11-27')).toBe('1');
    expect(memberStatusOn('3', '2027-11-27', '2026-11-27')).toBe('1');
    expect(memberStatusOn('2', '2020-01-01', '2026-11-27')).toBe('2');
    expect(memberStatusOn(undefined, undefined, '2026-11-27')).toBeUndefined();
  });
});
