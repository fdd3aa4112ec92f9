import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { reaches } from './fraction';
import { eligibleVoters, electorateOf, tallyVote, type Choice, type CountedBallot, type MatterClass } from './vote-rule';

/** n ballots of one choice whose areas sum to `area` (the first takes what the others leave). */
function ballots(n: number, area: string, choice: Choice): CountedBallot[] {
  if (n === 0) return [];
  const first = new Dec(area).minus(n - 1).toFixed(2);
  return [{ area: first, choice }, ...Array.from({ length: n - 1 }, () => ({ area: '1.00', choice }))];
}

describe('participation: two thirds of the area and two thirds of the heads (以上 includes the line)', () => {
  // Electorate 300.00 ㎡ and 9 heads: the line is 200.00 ㎡ and 6 heads.
  const electorate = { area: '300.00', heads: 9 };
  it.each<[string, number, string, boolean, boolean]>([
    ['area exactly at 2/3', 8, '200.00', true, true],
    ['area one hundredth above', 8, '200.01', true, true],
    ['area one hundredth below', 8, '199.99', false, true],
    ['heads exactly at 2/3 (6 of 9)', 6, '250.00', true, true],
    ['heads one above (7 of 9)', 7, '250.00', true, true],
    ['heads one below (5 of 9)', 5, '250.00', true, false],
  ])('%s', (_, heads, area, areaMet, headsMet) => {
    const t = tallyVote('4', electorate, ballots(heads, area, 'agree'));
    expect(t.participation.areaMet).toBe(areaMet);
    expect(t.participation.headsMet).toBe(headsMet);
    expect(t.participation.met).toBe(areaMet && headsMet);
    expect(t.passed).toBe(areaMet && headsMet);
    expect(t.participation.threshold).toBe('≥ 2/3');
  });

  it('keeps the fractions exact: 200.00 of 300.00 is 2/3, 6 of 9 heads is 2/3', () => {
    const t = tallyVote('4', electorate, ballots(6, '200.00', 'agree'));
    expect(t.participation.area).toEqual({ numerator: '200.00', denominator: '300.00', reduced: '2/3', percent: '66.66' });
    expect(t.participation.heads).toEqual({ numerator: '6', denominator: '9', reduced: '2/3', percent: '66.66' });
  });

  it('abstentions and disagreements take part', () => {
    const t = tallyVote('4', electorate, [...ballots(2, '100.00', 'abstain'), ...ballots(2, '60.00', 'disagree'), ...ballots(2, '40.00', 'agree')]);
    expect(t.participation.met).toBe(true);
    expect(t.counts).toEqual({ agree: { heads: 2, area: '40.00' }, disagree: { heads: 2, area: '60.00' }, abstain: { heads: 2, area: '100.00' } });
    expect(t.passed).toBe(false);
  });

  it('an empty electorate or no ballot never passes', () => {
    expect(tallyVote('1', { area: '0.00', heads: 0 }, []).passed).toBe(false);
    expect(tallyVote('1', electorate, []).participation.met).toBe(false);
  });
});

describe('agreement of the participating owners', () => {
  // Everyone of 8 heads and 400.00 ㎡ takes part, so only the agreement decides.
  const electorate = { area: '400.00', heads: 8 };
  const vote = (c: MatterClass, agreeHeads: number, agreeArea: string) =>
    tallyVote(c, electorate, [...ballots(agreeHeads, agreeArea, 'agree'), ...ballots(8 - agreeHeads, new Dec('400.00').minus(agreeArea).toFixed(2), 'disagree')]);

  describe.each<MatterClass>(['6', '7', '8'])('item %s: three quarters (以上 includes the line)', (c) => {
    it.each<[string, number, string, boolean, boolean]>([
      ['area exactly at 3/4', 7, '300.00', true, true],
      ['area one hundredth above', 7, '300.01', true, true],
      ['area one hundredth below', 7, '299.99', false, true],
      ['heads exactly at 3/4 (6 of 8)', 6, '350.00', true, true],
      ['heads one above (7 of 8)', 7, '350.00', true, true],
      ['heads one below (5 of 8)', 5, '350.00', true, false],
    ])('%s', (_, heads, area, areaMet, headsMet) => {
      const t = vote(c, heads, area);
      expect(t.special).toBe(true);
      expect([t.agreement.areaMet, t.agreement.headsMet, t.passed]).toEqual([areaMet, headsMet, areaMet && headsMet]);
      expect(t.agreement.threshold).toBe('≥ 3/4');
    });
  });

  describe.each<MatterClass>(['1', '2', '3', '4', '5', '9'])('item %s: more than half (过半数 excludes the line)', (c) => {
    it.each<[string, number, string, boolean, boolean]>([
      ['area exactly at 1/2 is not enough', 6, '200.00', false, true],
      ['area one hundredth above', 6, '200.01', true, true],
      ['area one hundredth below', 6, '199.99', false, true],
      ['heads exactly at 1/2 (4 of 8) is not enough', 4, '300.00', true, false],
      ['heads one above (5 of 8)', 5, '300.00', true, true],
      ['heads one below (3 of 8)', 3, '300.00', true, false],
    ])('%s', (_, heads, area, areaMet, headsMet) => {
      const t = vote(c, heads, area);
      expect(t.special).toBe(false);
      expect([t.agreement.areaMet, t.agreement.headsMet, t.passed]).toEqual([areaMet, headsMet, areaMet && headsMet]);
      expect(t.agreement.threshold).toBe('> 1/2');
    });
  });

  it('agreement counts over the participants, not the whole electorate', () => {
    // 6 of 9 heads and 200.00 of 300.00 ㎡ take part; 4 heads and 101.00 ㎡ agree: > 1/2 of the participants only.
    const t = tallyVote('4', { area: '300.00', heads: 9 }, [...ballots(4, '101.00', 'agree'), ...ballots(2, '99.00', 'disagree')]);
    expect(t.agreement.area.reduced).toBe('101/200');
    expect(t.agreement.heads.reduced).toBe('2/3');
    expect(t.passed).toBe(true);
  });
});

describe('eligible voters from the ownership records', () => {
  it('counts one head per exclusive unit with its registered area', () => {
    const voters = eligibleVoters([
      { houseId: 1, area: '89.50', ownerIds: [10], developer: false },
      { houseId: 2, area: '120.25', ownerIds: [11], developer: false },
    ]);
    expect(voters.map((v) => [v.key, v.houseIds, v.area])).toEqual([['10', [1], '89.50'], ['11', [2], '120.25']]);
    expect(electorateOf(voters)).toEqual({ area: '209.75', heads: 2 });
  });

  it('one buyer with several units counts once, with all the area', () => {
    const voters = eligibleVoters([
      { houseId: 3, area: '100.00', ownerIds: [10], developer: false },
      { houseId: 1, area: '90.00', ownerIds: [10], developer: false },
      { houseId: 2, area: '80.00', ownerIds: [11], developer: false },
    ]);
    expect(voters.map((v) => [v.key, v.houseIds, v.area])).toEqual([['10', [1, 3], '190.00'], ['11', [2], '80.00']]);
    expect(electorateOf(voters)).toEqual({ area: '270.00', heads: 2 });
  });

  it("the developer's unsold and undelivered units count as one together, area in full", () => {
    const voters = eligibleVoters([
      { houseId: 1, area: '90.00', ownerIds: [], developer: true },
      { houseId: 2, area: '80.00', ownerIds: [99], developer: true },
      { houseId: 3, area: '70.00', ownerIds: [], developer: false },
      { houseId: 4, area: '60.00', ownerIds: [12], developer: false },
    ]);
    expect(voters.map((v) => [v.key, v.developer, v.houseIds, v.area])).toEqual([
      ['developer', true, [1, 2, 3], '240.00'],
      ['12', false, [4], '60.00'],
    ]);
  });

  it('co-owners of a unit are one head; the same people on another unit are the same head', () => {
    const voters = eligibleVoters([
      { houseId: 1, area: '50.00', ownerIds: [21, 20], developer: false },
      { houseId: 2, area: '50.00', ownerIds: [20, 21], developer: false },
      { houseId: 3, area: '50.00', ownerIds: [20], developer: false },
    ]);
    expect(voters.map((v) => [v.key, v.houseIds])).toEqual([['20,21', [1, 2]], ['20', [3]]]);
  });

  it('a unit without a registered area still counts as a head with 0 ㎡', () => {
    expect(electorateOf(eligibleVoters([{ houseId: 1, area: null, ownerIds: [1], developer: false }]))).toEqual({ area: '0.00', heads: 1 });
  });

  it('a developer block and a multi-unit buyer change who passes: heads fall from 10 to 6', () => {
    const units = [
      ...[1, 2, 3].map((houseId) => ({ houseId, area: '100.00', ownerIds: [7], developer: false })),
      ...[4, 5, 6].map((houseId) => ({ houseId, area: '100.00', ownerIds: [], developer: true })),
      ...[7, 8, 9, 10].map((houseId) => ({ houseId, area: '100.00', ownerIds: [houseId * 10], developer: false })),
    ];
    const voters = eligibleVoters(units);
    expect(electorateOf(voters)).toEqual({ area: '1000.00', heads: 6 });
    // Owner 7 (300 ㎡) and the four single owners take part: 700 ㎡ ≥ 2/3 and 5 of 6 heads.
    const cast = voters.filter((v) => !v.developer).map((v) => ({ area: v.area, choice: 'agree' as const }));
    const t = tallyVote('5', electorateOf(voters), cast);
    expect(t.participation.area.reduced).toBe('7/10');
    expect(t.participation.heads.reduced).toBe('5/6');
    expect(t.passed).toBe(true);
  });
});

describe('reaches is exact', () => {
  it('agrees with decimal division at 40 digits for every threshold', () => {
    const hundredth = fc.integer({ min: 0, max: 10_000_000 });
    const lines = fc.constantFrom({ p: 2n, q: 3n, inclusive: true }, { p: 3n, q: 4n, inclusive: true }, { p: 1n, q: 2n, inclusive: false });
    fc.assert(
      fc.property(hundredth, hundredth, lines, (n, d, t) => {
        const text = (x: number) => new Dec(x).dividedBy(100).toFixed(2);
        const ratio = d === 0 ? null : new Dec(n).dividedBy(d);
        const line = new Dec(t.p.toString()).dividedBy(t.q.toString());
        const expected = ratio !== null && (t.inclusive ? ratio.greaterThanOrEqualTo(line) : ratio.greaterThan(line));
        expect(reaches(text(n), text(d), t)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
