import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { shareByLargestRemainder, type SharePart } from './share';

function amounts(total: string, parts: SharePart[]): Record<string, string> {
  const result = shareByLargestRemainder(total, parts);
  if ('error' in result) throw new Error(result.error);
  return Object.fromEntries(result.shares.map((s) => [s.key, s.amount]));
}

const parts = (...list: [string, string][]): SharePart[] => list.map(([key, weight]) => ({ key, weight }));

describe('shareByLargestRemainder', () => {
  it.each<[string, string, SharePart[], Record<string, string>]>([
    [
      'C6 equal shares, the tie goes to the lowest code',
      '1000.00',
      parts(['A', '1'], ['B', '1'], ['C', '1']),
      { A: '333.34', B: '333.33', C: '333.33' },
    ],
    [
      'C6 in another input order',
      '1000.00',
      parts(['C', '1'], ['A', '1'], ['B', '1']),
      { A: '333.34', B: '333.33', C: '333.33' },
    ],
    [
      'C7 by area where naive rounding gives 1000.01',
      '1000.00',
      parts(['A', '70.50'], ['B', '89.30'], ['C', '120.20']),
      { A: '251.79', B: '318.93', C: '429.28' },
    ],
    [
      'C8 one leftover fen, tie between equal areas',
      '500.00',
      parts(['A', '65'], ['B', '65'], ['C', '95']),
      { A: '144.45', B: '144.44', C: '211.11' },
    ],
    [
      'C8 as a refund (negative total)',
      '-500.00',
      parts(['A', '65'], ['B', '65'], ['C', '95']),
      { A: '-144.45', B: '-144.44', C: '-211.11' },
    ],
    [
      'ties by natural code order: 101 before 1001',
      '0.02',
      parts(['1001', '1'], ['101', '1'], ['99', '1']),
      { '1001': '0.00', '101': '0.01', '99': '0.01' },
    ],
    [
      'a zero weight gets nothing',
      '100.00',
      parts(['A', '0'], ['B', '1'], ['C', '2']),
      { A: '0.00', B: '33.33', C: '66.67' },
    ],
    ['one part takes it all', '205.78', parts(['A', '3.5']), { A: '205.78' }],
    ['a zero total', '0', parts(['A', '1'], ['B', '2']), { A: '0.00', B: '0.00' }],
    ['one fen over three', '0.01', parts(['A', '1'], ['B', '1'], ['C', '1']), { A: '0.01', B: '0.00', C: '0.00' }],
  ])('%s', (_case, total, list, expected) => {
    expect(amounts(total, list)).toEqual(expected);
  });

  it('keeps the input order in its result', () => {
    const result = shareByLargestRemainder('1000.00', parts(['C', '1'], ['A', '1'], ['B', '1']));
    expect('shares' in result && result.shares.map((s) => s.key)).toEqual(['C', 'A', 'B']);
  });

  it.each<[string, string, SharePart[], string]>([
    ['zero total weight', '100.00', parts(['A', '0'], ['B', '0']), '分摊权重合计为0，无法分摊'],
    ['no parts', '100.00', [], '没有可分摊的对象'],
    ['a negative weight', '100.00', parts(['A', '-1'], ['B', '2']), '分摊权重不能为负数'],
    ['a duplicate key', '100.00', parts(['A', '1'], ['A', '2']), '分摊对象重复：A'],
    ['a total with 3 decimals', '100.005', parts(['A', '1']), '分摊金额最多2位小数'],
  ])('refuses %s', (_case, total, list, error) => {
    expect(shareByLargestRemainder(total, list)).toEqual({ error });
  });

  const fen = fc.bigInt({ min: -10_000_000_000n, max: 10_000_000_000n });
  const weight = fc.oneof(
    fc.constant('0'),
    fc.integer({ min: 0, max: 1_000_000 }).map((n) => new Dec(n).dividedBy(100).toFixed()),
  );
  const houses = fc.uniqueArray(fc.record({ key: fc.stringMatching(/^[AB]?\d{1,4}$/), weight }), {
    minLength: 1,
    maxLength: 12,
    selector: (p) => p.key,
  });
  const options = { seed: 11, numRuns: 300 };

  it('property: the parts always sum to the total and none moves a fen or more from its exact share', () => {
    fc.assert(
      fc.property(fen, houses, (totalFen, list) => {
        fc.pre(list.some((p) => p.weight !== '0'));
        const total = new Dec(totalFen.toString()).dividedBy(100);
        const result = shareByLargestRemainder(total.toFixed(2), list);
        if ('error' in result) throw new Error(result.error);
        const sumWeights = list.reduce((s, p) => s.plus(p.weight), new Dec(0));
        let sum = new Dec(0);
        result.shares.forEach((share, i) => {
          const exact = total.times(list[i]?.weight ?? '0').dividedBy(sumWeights);
          expect(new Dec(share.amount).minus(exact).abs().lessThan('0.01')).toBe(true);
          sum = sum.plus(share.amount);
        });
        expect(sum.equals(total)).toBe(true);
      }),
      options,
    );
  });

  it('property: permuting the input changes no house’s amount', () => {
    fc.assert(
      fc.property(
        fen,
        houses.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
        ),
        (totalFen, [list, shuffled]) => {
          fc.pre(list.some((p) => p.weight !== '0'));
          const total = new Dec(totalFen.toString()).dividedBy(100).toFixed(2);
          expect(amounts(total, shuffled)).toEqual(amounts(total, list));
        },
      ),
      options,
    );
  });

  it('property: a refund is the exact mirror of the charge', () => {
    fc.assert(
      fc.property(fen, houses, (totalFen, list) => {
        fc.pre(list.some((p) => p.weight !== '0') && totalFen !== 0n);
        const total = new Dec(totalFen.toString()).dividedBy(100);
        const charge = amounts(total.toFixed(2), list);
        const refund = amounts(total.negated().toFixed(2), list);
        for (const [key, amount] of Object.entries(charge))
          expect(new Dec(refund[key] ?? 'NaN').negated().equals(amount)).toBe(true);
      }),
      options,
    );
  });
});
