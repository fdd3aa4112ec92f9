import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOTH_SIDES_MESSAGE,
  NO_SIDE_MESSAGE,
  balancedForNumber,
  checkVoucherLines,
  reversalLines,
  submitRefusal,
  voucherTotals,
  type VoucherLineInput,
} from './voucher-lines';

const line = (subjectCode: string, debit: string | null, credit: string | null): VoucherLineInput => ({
  summary: '收物业费',
  subjectCode,
  debit,
  credit,
});

// A1: Dr 1122 617.34 / Cr 5001 582.40 / Cr 2221 34.94.
const a1 = [line('112201', '617.34', null), line('500101', null, '582.40'), line('222101', null, '34.94')];

describe('checkVoucherLines', () => {
  it.each<[string, VoucherLineInput, string | null]>([
    ['a debit line', line('1002', '100.00', null), null],
    ['a credit line with an empty debit', line('1002', '', '100'), null],
    ['a zero debit beside a credit', line('1002', '0', '5.5'), null],
    // A3
    ['both sides', line('1002', '10', '10'), BOTH_SIDES_MESSAGE],
    ['neither side', line('1002', null, null), NO_SIDE_MESSAGE],
    ['zero on both sides', line('1002', '0', '0.00'), NO_SIDE_MESSAGE],
    ['three decimals', line('1002', '1.005', null), '金额最多2位小数'],
    ['a negative amount', line('1002', '-5.00', null), '金额不能为负数，红字冲销请使用冲销功能'],
    ['text that is no number', line('1002', '1e3', null), '金额不是有效的数字：1e3'],
    ['thirteen integer digits', line('1002', '1234567890123', null), '金额整数部分最多12位'],
    ['no subject', { debit: '1.00' }, '请选择会计科目'],
  ])('%s', (_name, input, message) => {
    const problems = checkVoucherLines([input]);
    if (message === null) expect(problems).toEqual([]);
    else expect(problems.map((p) => p.message)).toContain(message);
    for (const p of problems) expect(p.index).toBe(0);
  });

  it('accepts negative amounts only in a red reversal, and only negative ones there', () => {
    expect(checkVoucherLines([line('1002', '-5.00', null)], { red: true })).toEqual([]);
    expect(checkVoucherLines([line('1002', '5.00', null)], { red: true })[0]?.message).toBe(
      '红字冲销凭证的金额必须为负数',
    );
  });

  it('reports the line index', () => {
    expect(checkVoucherLines([line('1002', '1', null), line('1122', '1', '1')])[0]).toEqual({
      index: 1,
      field: 'credit',
      message: BOTH_SIDES_MESSAGE,
    });
  });
});

describe('voucherTotals and submitRefusal', () => {
  it.each<[string, VoucherLineInput[], string, string, boolean, string | null]>([
    ['A1 balances with VAT', a1, '617.34', '617.34', true, null],
    [
      'A2 is unbalanced',
      [line('1002', '100.00', null), line('112201', null, '99.99')],
      '100.00',
      '99.99',
      false,
      '借贷不平：借方合计100.00，贷方合计99.99',
    ],
    ['one line is not a voucher', [line('1002', '0.00', '0')], '0.00', '0.00', true, '第1行：借方或贷方必须填写金额'],
    ['a single balanced line is impossible', [line('1002', '5', null)], '5.00', '0.00', false, '凭证至少需要两条分录'],
    [
      'a line problem comes first',
      [line('1002', '5', '5'), line('1122', null, '0')],
      '5.00',
      '5.00',
      true,
      '第1行：借方和贷方只能填写一方',
    ],
  ])('%s', (_name, lines, debit, credit, balanced, refusal) => {
    expect(voucherTotals(lines)).toEqual({ debit, credit, balanced });
    expect(submitRefusal(lines)).toBe(refusal);
  });

  it('sums exactly where binary floating point would not', () => {
    const lines = [line('1002', '0.10', null), line('1002', '0.20', null), line('1122', null, '0.30')];
    expect(voucherTotals(lines)).toEqual({ debit: '0.30', credit: '0.30', balanced: true });
  });
});

describe('balancedForNumber: a saved draft takes its number when it first balances', () => {
  it.each<[string, VoucherLineInput[], boolean]>([
    ['500 / 300 stays 暂存', [line('1002', '500.00', null), line('112201', null, '300.00')], false],
    ['500 / 500 is numbered', [line('1002', '500.00', null), line('112201', null, '500.00')], true],
    ['a debit alone is not', [line('1002', '5', null)], false],
    ['a red reversal that balances is', [line('1002', '-5.00', null), line('112201', null, '-5.00')], true],
    ['nothing filled is not', [line('1002', null, null)], false],
  ])('%s', (_name, lines, numbered) => {
    expect(balancedForNumber(lines)).toBe(numbered);
  });
});

describe('reversalLines', () => {
  it('A6: negates every amount on the same side', () => {
    const red = reversalLines(a1);
    expect(red.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['112201', '-617.34', null],
      ['500101', null, '-582.40'],
      ['222101', null, '-34.94'],
    ]);
    expect(submitRefusal(red, { red: true })).toBeNull();
  });

  it('keeps any balanced voucher balanced', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), (amounts) => {
        const total = voucherTotals(amounts.map((a) => line('1002', a, null))).debit;
        const lines = [...amounts.map((a) => line('1002', a, null)), line('1122', null, total)];
        expect(submitRefusal(lines)).toBeNull();
        const red = reversalLines(lines);
        expect(submitRefusal(red, { red: true })).toBeNull();
        expect(voucherTotals(red).debit).toBe(`-${total}`);
      }),
    );
  });
});
