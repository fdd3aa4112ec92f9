import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, dec } from '../money/decimal';
import { taxFromGross, taxFromNet } from './line-tax';
import { type BlueLine, type RedLine, redLetter, remainingRedable, standingLines } from './red-letter';
import { lineTaxDeviation } from './tax-tolerance';

/** G3: 物业费 1272.00 at 6 % and 停车费 3600.00 at 9 %. */
const g3: BlueLine[] = [
  { ...taxFromGross('1272.00', '0.06'), rate: '0.06' },
  { ...taxFromGross('3600.00', '0.09'), rate: '0.09' },
];

const ok = (result: ReturnType<typeof redLetter>) => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result;
};

describe('a red-letter invoice from a blue one (notes §4, G10)', () => {
  it('G10: three months of parking (900.00 at 9 %) reversed leave 3972.00 to red-letter', () => {
    const red = ok(redLetter(g3, [], { lines: [{ blueLine: 2, gross: '900.00' }] }));
    expect(red.lines).toEqual([{ blueLine: 2, rate: '0.09', net: '-825.69', tax: '-74.31', gross: '-900.00' }]);
    expect(red.totals).toEqual({ net: '-825.69', tax: '-74.31', gross: '-900.00' });
    expect(remainingRedable(g3, red.lines)).toBe('3972.00');
    expect(standingLines(g3, red.lines)).toEqual([
      { net: '1200.00', tax: '72.00', gross: '1272.00' },
      { net: '2477.06', tax: '222.94', gross: '2700.00' },
    ]);
  });

  it('a whole red reverses every line exactly', () => {
    const red = ok(redLetter(g3, [], { whole: true }));
    expect(red.lines).toEqual([
      { blueLine: 1, rate: '0.06', net: '-1200.00', tax: '-72.00', gross: '-1272.00' },
      { blueLine: 2, rate: '0.09', net: '-3302.75', tax: '-297.25', gross: '-3600.00' },
    ]);
    expect(red.totals).toEqual({ net: '-4502.75', tax: '-369.25', gross: '-4872.00' });
    expect(remainingRedable(g3, red.lines)).toBe('0.00');
  });

  it('after a partial red, whole takes the rest of each line, and then nothing is left', () => {
    const first = ok(redLetter(g3, [], { lines: [{ blueLine: 2, gross: '900.00' }] }));
    const rest = ok(redLetter(g3, first.lines, { whole: true }));
    expect(rest.lines).toEqual([
      { blueLine: 1, rate: '0.06', net: '-1200.00', tax: '-72.00', gross: '-1272.00' },
      { blueLine: 2, rate: '0.09', net: '-2477.06', tax: '-222.94', gross: '-2700.00' },
    ]);
    expect(redLetter(g3, [...first.lines, ...rest.lines], { whole: true })).toEqual({
      ok: false,
      problem: { code: 'nothing_left' },
    });
  });

  it('reds of one line are split as one amount, so the last takes exactly what stands (G1 red in three)', () => {
    const blue: BlueLine[] = [{ ...taxFromGross('1000.00', '0.06'), rate: '0.06' }];
    const reds: RedLine[] = [];
    for (const gross of ['333.33', '333.33', '333.34'])
      reds.push(...ok(redLetter(blue, reds, { lines: [{ blueLine: 1, gross }] })).lines);
    expect(reds.map((r) => [r.net, r.tax])).toEqual([
      ['-314.46', '-18.87'],
      ['-314.46', '-18.87'],
      ['-314.48', '-18.86'],
    ]);
    expect(standingLines(blue, reds)).toEqual([{ net: '0.00', tax: '0.00', gross: '0.00' }]);
  });

  it.each([
    [
      'more than stands on the line',
      { lines: [{ blueLine: 2, gross: '3600.01' }] },
      { code: 'exceeds', blueLine: 2, standing: '3600.00' },
    ],
    [
      'a line the blue invoice has not',
      { lines: [{ blueLine: 3, gross: '1.00' }] },
      { code: 'unknown_line', blueLine: 3 },
    ],
    ['line 0', { lines: [{ blueLine: 0 }] }, { code: 'unknown_line', blueLine: 0 }],
    [
      'a line twice',
      {
        lines: [
          { blueLine: 1, gross: '1.00' },
          { blueLine: 1, gross: '2.00' },
        ],
      },
      { code: 'line_twice', blueLine: 1 },
    ],
    ['nothing', { lines: [] }, { code: 'no_lines' }],
    ['a zero amount', { lines: [{ blueLine: 1, gross: '0.00' }] }, { code: 'not_positive', blueLine: 1 }],
    ['a negative amount', { lines: [{ blueLine: 1, gross: '-5.00' }] }, { code: 'not_positive', blueLine: 1 }],
  ] as const)('refuses %s', (_case, request, problem) => {
    expect(redLetter(g3, [], request)).toEqual({ ok: false, problem });
  });

  it('refuses a red of a line already reversed in full', () => {
    const whole = ok(redLetter(g3, [], { lines: [{ blueLine: 1 }] }));
    expect(redLetter(g3, whole.lines, { lines: [{ blueLine: 1, gross: '0.01' }] })).toEqual({
      ok: false,
      problem: { code: 'exceeds', blueLine: 1, standing: '0.00' },
    });
  });
});

const rate = fc.constantFrom('0.13', '0.09', '0.06', '0.05', '0.03', '0.01', '0');
const fen = (n: number) => (n / 100).toFixed(2);
const blueLine = fc
  .tuple(fc.integer({ min: 1, max: 5_000_000 }), rate, fc.boolean())
  .map(([cents, r, inclusive]): BlueLine => ({
    ...(inclusive ? taxFromGross(fen(cents), r) : taxFromNet(fen(cents), r)),
    rate: r,
  }));
/** Partial red requests: a line (index into the blue lines, wrapped) and a share in per mille of what stood at first. */
const requests = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 1000 })), { maxLength: 12 });

const sumOf = (reds: readonly RedLine[], line: number, field: 'net' | 'tax' | 'gross') =>
  reds
    .filter((r) => r.blueLine === line)
    .reduce((s, r) => s.plus(dec(r[field])), new Dec(0))
    .negated();

describe('properties of red letters', () => {
  it('never reverse more than stands (gross, net, tax per line); each red line adds up and passes 0.06; whole then clears all', () => {
    fc.assert(
      fc.property(fc.array(blueLine, { minLength: 1, maxLength: 4 }), requests, (blue, asks) => {
        const reds: RedLine[] = [];
        for (const [at, perMille] of asks) {
          const line = (at % blue.length) + 1;
          const b = blue[line - 1]!;
          const gross = dec(b.gross).times(perMille).dividedBy(1000).toDecimalPlaces(2, Dec.ROUND_DOWN);
          const result = redLetter(blue, reds, { lines: [{ blueLine: line, gross: gross.toFixed(2) }] });
          const stood = dec(standingLines(blue, reds)[line - 1]!.gross);
          if (gross.isZero() || gross.greaterThan(stood)) {
            expect(result.ok).toBe(false);
            continue;
          }
          expect(result.ok).toBe(true);
          if (result.ok) reds.push(...result.lines);
        }
        for (const r of reds) {
          expect(dec(r.net).plus(r.tax).equals(r.gross)).toBe(true);
          expect(dec(r.gross).lessThan(0) && dec(r.net).lessThanOrEqualTo(0) && dec(r.tax).lessThanOrEqualTo(0)).toBe(
            true,
          );
          expect(dec(lineTaxDeviation(r)).lessThanOrEqualTo('0.06')).toBe(true);
        }
        blue.forEach((b, i) => {
          for (const field of ['net', 'tax', 'gross'] as const)
            expect(sumOf(reds, i + 1, field).lessThanOrEqualTo(b[field])).toBe(true);
        });
        const rest = redLetter(blue, reds, { whole: true });
        if (rest.ok) reds.push(...rest.lines);
        expect(standingLines(blue, reds).every((s) => s.net === '0.00' && s.tax === '0.00' && s.gross === '0.00')).toBe(
          true,
        );
      }),
    );
  });
});
