import { describe, expect, it } from 'vitest';
import { BUILT_IN_RECEIPT_NUMBERING, formatReceiptNumber, receiptPeriodKey } from './receipt-number';
import { settleTypeInfo, SETTLE_TYPES } from './settle-types';
import { tenderTotal } from './tenders';

describe('receipt numbers', () => {
  it.each([
    ['1', '2026-11-25', '-'],
    ['2', '2026-11-25', '2026'],
    ['3', '2026-11-25', '202611'],
    ['4', '2026-11-25', '20261125'],
  ])('reset cycle %s on %s counts in period %s', (cycle, day, key) => {
    expect(receiptPeriodKey(cycle, day)).toBe(key);
  });

  it.each([
    [{ prefix: 'SJ', datePart: '2', serialLength: 6, resetCycle: '2' }, 42, 'SJ2026000042'],
    [{ prefix: 'HY', datePart: '3', serialLength: 4, resetCycle: '3' }, 7, 'HY2026110007'],
    [{ prefix: 'R', datePart: '4', serialLength: 3, resetCycle: '4' }, 999, 'R20261125999'],
    [{ prefix: 'NO', datePart: '1', serialLength: 5, resetCycle: '1' }, 12, 'NO00012'],
  ])('%o serial %i → %s', (rule, serial, number) => {
    expect(formatReceiptNumber(rule, '2026-11-25', serial)).toBe(number);
  });

  it('refuses a serial that no longer fits the rule', () => {
    expect(() => formatReceiptNumber({ ...BUILT_IN_RECEIPT_NUMBERING, serialLength: 3 }, '2026-11-25', 1000)).toThrow('收据流水号已超过3位');
  });
});

describe('settle types and tenders', () => {
  it('names the 15 values, 14 being 冲红 and 15 期初', () => {
    expect(SETTLE_TYPES.map((t) => t.code)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(settleTypeInfo('14')?.name).toBe('冲红');
    expect(settleTypeInfo('15')).toMatchObject({ name: '期初', moves: 'opening' });
    expect(settleTypeInfo('16')).toBeUndefined();
  });

  it.each([
    [[], '请至少录入一种结算方式'],
    [[{ method: '7', amount: '1.00' }], '结算方式不正确：7'],
    [[{ method: '1', amount: '0' }], '结算金额必须大于0'],
    [[{ method: '1', amount: '1.005' }], '结算金额最多2位小数'],
  ])('refuses %o', (tenders, message) => {
    expect(() => tenderTotal(tenders)).toThrow(message);
  });
});
