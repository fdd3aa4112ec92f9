import { describe, expect, it } from 'vitest';
import { electionBallotProblem, tallyElection } from './election';

describe('tallyElection (item 3: more than half of the participating area and heads)', () => {
  // 6 heads of 100.00 ㎡ each; 5 take part (500.00 ㎡, 5 heads): a candidate needs > 250.00 ㎡ and ≥ 3 heads.
  const electorate = { area: '600.00', heads: 6 };
  const b = (...marks: number[]) => ({ area: '100.00', candidateIds: marks });

  it('elects those above half, at most the seats, larger area first', () => {
    const t = tallyElection(2, [1, 2, 3], electorate, [b(1, 2), b(1, 2), b(1, 3), b(2, 3), b(1)]);
    expect(t.candidates.map((c) => [c.candidateId, c.votes.heads, c.agreement.met, c.elected])).toEqual([
      [1, 4, true, true],
      [2, 3, true, true],
      [3, 2, false, false],
    ]);
    expect(t.valid).toBe(true);
  });

  it('exactly half is not elected', () => {
    const t = tallyElection(3, [1, 2], { area: '400.00', heads: 4 }, [b(1), b(1), b(2), b(2)]);
    expect(t.candidates.map((c) => c.elected)).toEqual([false, false]);
    expect(t.valid).toBe(false);
  });

  it('more qualified than seats: more area wins, then the order on the list', () => {
    const v = (area: string, ...marks: number[]) => ({ area, candidateIds: marks });
    // Candidate 1: 500.00 ㎡ and 3 heads; candidate 2: 400.00 ㎡ and 4 heads; both above half of 700.00 ㎡ and 5 heads.
    const t = tallyElection(1, [1, 2], { area: '700.00', heads: 5 }, [v('300.00', 1), v('100.00', 1, 2), v('100.00', 1, 2), v('100.00', 2), v('100.00', 2)]);
    expect(t.candidates.map((c) => [c.candidateId, c.agreement.met, c.elected])).toEqual([[1, true, true], [2, true, false]]);
    const tie = tallyElection(1, [1, 2], { area: '300.00', heads: 3 }, [b(1, 2), b(1, 2), b(1, 2)]);
    expect(tie.candidates.filter((c) => c.elected).map((c) => c.candidateId)).toEqual([1]);
  });

  it('nobody is elected without two thirds taking part', () => {
    const t = tallyElection(1, [1], electorate, [b(1), b(1), b(1)]);
    expect(t.participation.headsMet).toBe(false);
    expect(t.candidates[0]!.agreement.met).toBe(true);
    expect(t.candidates[0]!.elected).toBe(false);
  });

  it.each<[number[], string | null]>([
    [[1, 2], null],
    [[], null],
    [[1, 1], '同一候选人只能选一次'],
    [[1, 2, 3], '最多选择2名候选人'],
    [[9], '所选候选人不在候选名单中'],
  ])('ballot %j', (marks, problem) => expect(electionBallotProblem(2, [1, 2, 3], marks)).toBe(problem));
});
