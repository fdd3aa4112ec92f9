import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_TEMPLATES } from './charts';
import {
  balanceSide,
  carryForward,
  closingBalance,
  postLines,
  rollUpBalances,
  runningBalances,
  trialBalance,
  type BalanceRow,
} from './balances';
import { reversalLines, type VoucherLineInput } from './voucher-lines';
import { hasChildren } from './subject-valid';

const directions = new Map(CHART_TEMPLATES.small.map((s) => [s.code, s.direction]));
const l = (subjectCode: string, debit: string | null, credit: string | null): VoucherLineInput => ({
  subjectCode,
  debit,
  credit,
});

describe('closingBalance', () => {
  it.each([
    ['debit', '50000.00', '1817.34', '0', '51817.34'],
    ['credit', '0', '0', '1200', '1200.00'],
    ['debit', '100', '0', '150', '-50.00'],
    ['credit', '10.10', '0.20', '0.10', '10.00'],
    ['debit', '0.1', '0.2', '0.3', '0.00'],
  ] as const)('%s opening %s + Dr %s − Cr %s → %s', (direction, opening, debit, credit, closing) => {
    expect(closingBalance(direction, opening, debit, credit)).toBe(closing);
  });

  it('tells the side of a balance', () => {
    expect(balanceSide('debit', '5')).toBe('借');
    expect(balanceSide('debit', '-5')).toBe('贷');
    expect(balanceSide('credit', '5')).toBe('贷');
    expect(balanceSide('credit', '0.00')).toBe('平');
  });

  it('runs the detail ledger balance', () => {
    expect(
      runningBalances('debit', '100.00', [
        { debit: '617.34', credit: '0' },
        { debit: '0', credit: '717.34' },
        { debit: '0', credit: '1.00' },
      ]),
    ).toEqual([
      { balance: '717.34', side: '借' },
      { balance: '0.00', side: '平' },
      { balance: '-1.00', side: '贷' },
    ]);
  });
});

describe('A12 trial balance', () => {
  const opening: BalanceRow[] = [
    { code: '1002', direction: 'debit', opening: '50000.00', debit: '0', credit: '0' },
    { code: '3001', direction: 'credit', opening: '50000.00', debit: '0', credit: '0' },
  ];
  const vouchers: VoucherLineInput[] = [
    // A1
    l('112201', '617.34', null),
    l('500101', null, '582.40'),
    l('222101', null, '34.94'),
    // collection
    l('1002', '617.34', null),
    l('112201', null, '617.34'),
    // pre-payment
    l('1002', '1200.00', null),
    l('220301', null, '1200.00'),
  ];
  const tb = trialBalance(postLines(opening, vouchers, directions), { scheme: '4-2-2', directions });
  const row = (code: string) => tb.rows.find((r) => r.code === code);

  it.each([
    ['1002', '51817.34', '51817.34', '0.00'],
    ['1122', '0.00', '0.00', '0.00'],
    ['112201', '0.00', '0.00', '0.00'],
    ['2203', '1200.00', '0.00', '1200.00'],
    ['5001', '582.40', '0.00', '582.40'],
    ['2221', '34.94', '0.00', '34.94'],
    ['3001', '50000.00', '0.00', '50000.00'],
  ])('%s closes at %s (借 %s / 贷 %s)', (code, closing, closingDebit, closingCredit) => {
    expect(row(code)).toMatchObject({ closing, closingDebit, closingCredit });
  });

  it('balances every column pair with ΣD = ΣC = 51,817.34', () => {
    expect(tb.totals).toMatchObject({
      openingDebit: '50000.00',
      openingCredit: '50000.00',
      debit: '2434.68',
      credit: '2434.68',
      closingDebit: '51817.34',
      closingCredit: '51817.34',
    });
    expect(tb.balanced).toEqual({ opening: true, period: true, closing: true, all: true });
  });

  it('rolls children up to their parents with levels', () => {
    expect(row('1122')).toMatchObject({ level: 1, debit: '617.34', credit: '617.34' });
    expect(row('112201')?.level).toBe(2);
  });

  it('flags an unbalanced period', () => {
    const bad = trialBalance(postLines(opening, [l('1002', '100.00', null), l('112201', null, '99.99')], directions), {
      scheme: '4-2-2',
      directions,
    });
    expect(bad.balanced).toEqual({ opening: true, period: false, closing: false, all: false });
  });
});

describe('rollUpBalances', () => {
  it('turns a child of the other direction into the parent’s', () => {
    const rows: BalanceRow[] = [
      { code: '222101', direction: 'credit', opening: '100', debit: '0', credit: '0' },
      { code: '222102', direction: 'debit', opening: '30', debit: '0', credit: '0', yearDebit: '5', yearCredit: '0' },
    ];
    expect(rollUpBalances(rows, '4-2-2', new Map([['2221', 'credit']]))[0]).toEqual({
      code: '2221',
      direction: 'credit',
      opening: '70.00',
      debit: '0.00',
      credit: '0.00',
      yearDebit: '5.00',
      yearCredit: '0.00',
    });
  });

  it('ignores figures given for a parent that has children', () => {
    const rows: BalanceRow[] = [
      { code: '1122', direction: 'debit', opening: '999', debit: '0', credit: '0' },
      { code: '112201', direction: 'debit', opening: '1', debit: '0', credit: '0' },
    ];
    expect(rollUpBalances(rows, '4-2-2').map((r) => [r.code, r.opening])).toEqual([
      ['1122', '1.00'],
      ['112201', '1.00'],
    ]);
  });
});

describe('carryForward', () => {
  it('opens the next period at the closing balance and resets the year in January', () => {
    const rows: BalanceRow[] = [
      { code: '1002', direction: 'debit', opening: '10', debit: '5', credit: '1', yearDebit: '7', yearCredit: '2' },
    ];
    expect(carryForward(rows)).toEqual([
      {
        code: '1002',
        direction: 'debit',
        opening: '14.00',
        debit: '0.00',
        credit: '0.00',
        yearDebit: '7',
        yearCredit: '2',
      },
    ]);
    expect(carryForward(rows, true)[0]).toMatchObject({ yearDebit: '0.00', yearCredit: '0.00' });
  });
});

// Leaf subjects of the small chart to post to.
const leaves = CHART_TEMPLATES.small.map((s) => s.code).filter((c, _i, all) => !hasChildren(c, all));
/** Fen (integer) as 元 text, without floating point: 61734 → '617.34'. */
const fenText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
/** A balanced voucher: debit lines on random subjects, the total split in fen over 1-3 credit subjects. */
const voucher = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...leaves), fc.integer({ min: 1, max: 99_999_999 })), {
      minLength: 1,
      maxLength: 5,
    }),
    fc.array(fc.constantFrom(...leaves), { minLength: 1, maxLength: 3 }),
  )
  .map(([debits, creditCodes]) => {
    const lines: VoucherLineInput[] = debits.map(([code, fen]) => l(code, fenText(fen), null));
    const total = debits.reduce((s, [, fen]) => s + fen, 0);
    const share = Math.floor(total / creditCodes.length);
    creditCodes.forEach((code, i) => {
      const fen = i === creditCodes.length - 1 ? total - share * (creditCodes.length - 1) : share;
      if (fen > 0) lines.push(l(code, null, fenText(fen)));
    });
    return lines;
  });

describe('property: postings and reversals keep the books balanced', () => {
  it('any sequence of balanced vouchers, some reversed, leaves ΣD = ΣC in every column', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(voucher, fc.boolean()), { minLength: 1, maxLength: 12 }), (sequence) => {
        let rows: BalanceRow[] = [
          { code: '1002', direction: 'debit', opening: '50000.00', debit: '0', credit: '0' },
          { code: '3001', direction: 'credit', opening: '50000.00', debit: '0', credit: '0' },
        ];
        for (const [lines, reverse] of sequence) {
          rows = postLines(rows, lines, directions);
          if (reverse) rows = postLines(rows, reversalLines(lines), directions);
        }
        const tb = trialBalance(rows, { scheme: '4-2-2', directions });
        expect(tb.balanced.all).toBe(true);
        expect(tb.totals.closingDebit).toBe(tb.totals.closingCredit);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('a voucher and its reversal leave every closing balance as it was', () => {
    fc.assert(
      fc.property(voucher, (lines) => {
        const before = trialBalance([], { scheme: '4-2-2', directions });
        const after = trialBalance(postLines(postLines([], lines, directions), reversalLines(lines), directions), {
          scheme: '4-2-2',
          directions,
        });
        expect(before.rows).toEqual([]);
        for (const r of after.rows) expect(r.closing).toBe('0.00');
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
