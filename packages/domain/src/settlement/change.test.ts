import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../money/decimal';
import { cashTendered, giveChange } from './change';

const cash = (amount: string) => ({ method: '1', amount });
const card = (amount: string) => ({ method: '3', amount });
const wechat = (amount: string) => ({ method: '4', amount });

describe('giveChange: 实收 and 找零 of a cash over-tender', () => {
  it.each([
    // due, tenders handed over, 实收, 找零, tenders kept
    ['87.66', [cash('100.00')], '100.00', '12.34', [cash('87.66')]],
    ['0.01', [cash('0.1')], '0.10', '0.09', [cash('0.01')]],
    ['0.30', [cash('0.10'), cash('0.20'), cash('0.05')], '0.35', '0.05', [cash('0.10'), cash('0.20')]],
    ['0.30', [cash('0.10'), cash('0.20'), cash('0.04')], '0.34', '0.04', [cash('0.10'), cash('0.20')]],
    ['0.29', [cash('0.10'), cash('0.20'), cash('0.04')], '0.34', '0.05', [cash('0.10'), cash('0.19')]],
    ['617.34', [cash('20.00'), wechat('600.00')], '620.00', '2.66', [cash('17.34'), wechat('600.00')]],
    ['100.00', [cash('60'), cash('50')], '110.00', '10.00', [cash('60'), cash('40.00')]],
    ['100.00', [cash('5.00'), cash('50.00'), card('60.00')], '115.00', '15.00', [cash('5.00'), cash('35.00'), card('60.00')]],
    ['100.00', [cash('10.00'), cash('5.00'), card('100.00')], '115.00', '15.00', [card('100.00')]],
    ['100.00', [card('100.00'), cash('50.00')], '150.00', '50.00', [card('100.00')]],
    ['99999999.99', [cash('100000000.00')], '100000000.00', '0.01', [cash('99999999.99')]],
    ['0.00', [cash('5.00')], '5.00', '5.00', []],
    ['205.78', [cash('300')], '300.00', '94.22', [cash('205.78')]],
  ])('due %s, handed over %j: 实收 %s, 找零 %s', (due, tenders, received, change, kept) => {
    const given = giveChange(tenders, due);
    expect(given).toEqual({ received, change, total: new Dec(due).toFixed(2), kept });
  });

  it.each([
    ['617.34', [cash('17.34'), wechat('600.00')]],
    ['100.00', [cash('60.00')]],
    ['100.00', [card('100.00')]],
  ])('gives no change when nothing is over (due %s, %j)', (due, tenders) => {
    expect(giveChange(tenders, due)).toBeNull();
  });

  it.each([
    ['100.00', [card('120.00')], '只能用现金找零：找零20.00元超过现金0.00元'],
    ['100.00', [card('110.00'), cash('5.00')], '只能用现金找零：找零15.00元超过现金5.00元'],
    ['0.00', [wechat('0.01')], '只能用现金找零：找零0.01元超过现金0.00元'],
  ])('refuses change a card or transfer over-tender would need (due %s, %j)', (due, tenders, message) => {
    expect(() => giveChange(tenders, due)).toThrow(new RangeError(message));
  });

  it('cashTendered sums the cash rows only', () => {
    expect(cashTendered([cash('0.10'), card('5.00'), cash('0.20')])).toBe('0.30');
    expect(cashTendered([wechat('1.00')])).toBe('0.00');
  });

  it('keeps exactly the due, every fen: kept + change = handed over, change in cash only', () => {
    const fen = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Dec(n).div(100).toFixed(2));
    const tender = fc.record({ method: fc.constantFrom('1', '1', '3', '4'), amount: fen });
    fc.assert(
      fc.property(fc.array(tender, { minLength: 1, maxLength: 7 }), fc.integer({ min: 0, max: 100 }), (tenders, percent) => {
        const handed = tenders.reduce((s, t) => s.plus(t.amount), new Dec(0));
        const due = handed.times(percent).div(100).toDecimalPlaces(2, Dec.ROUND_DOWN);
        const over = handed.minus(due);
        if (over.isZero()) {
          expect(giveChange(tenders, due.toFixed(2))).toBeNull();
          return;
        }
        if (over.gt(cashTendered(tenders))) {
          expect(() => giveChange(tenders, due.toFixed(2))).toThrow(RangeError);
          return;
        }
        const given = giveChange(tenders, due.toFixed(2))!;
        const keptSum = given.kept.reduce((s, t) => s.plus(t.amount), new Dec(0));
        expect(keptSum.toFixed(2)).toBe(due.toFixed(2));
        expect(new Dec(given.change).plus(keptSum).toFixed(2)).toBe(given.received);
        expect(given.kept.filter((t) => t.method !== '1')).toEqual(tenders.filter((t) => t.method !== '1'));
        expect(given.kept.every((t) => new Dec(t.amount).gt(0))).toBe(true);
      }),
    );
  });
});
