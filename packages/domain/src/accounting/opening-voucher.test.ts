import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal';
import { openingVoucherLines } from './opening-voucher';

const template = { receivable: { property: '1122', parking: '112202', utilities: '112203', other: '112204' }, prepayment: '2203', deposit: '224101' };

describe('openingVoucherLines', () => {
  it.each([
    {
      name: 'arrears above prepayments and deposits: the counter subject is credited',
      amounts: { receivable: { property: '10000.00', parking: '600.00' }, prepayment: '1200.50', deposit: '2000.00' },
      lines: [
        ['receivable:property', '1122', 'D', '10000.00'],
        ['receivable:parking', '112202', 'D', '600.00'],
        ['prepayment', '2203', 'C', '1200.50'],
        ['deposit', '224101', 'C', '2000.00'],
        ['counter', '4104', 'C', '7399.50'],
      ],
    },
    {
      name: 'held money above arrears: the counter subject is debited',
      amounts: { receivable: { other: '100.00' }, prepayment: '300.00', deposit: '0' },
      lines: [
        ['receivable:other', '112204', 'D', '100.00'],
        ['prepayment', '2203', 'C', '300.00'],
        ['counter', '4104', 'D', '200.00'],
      ],
    },
    { name: 'balanced by itself: no counter line', amounts: { receivable: { property: '50.00' }, prepayment: '50.00', deposit: '0.00' }, lines: [['receivable:property', '1122', 'D', '50.00'], ['prepayment', '2203', 'C', '50.00']] },
    { name: 'nothing: no line', amounts: { receivable: {}, prepayment: '0', deposit: '0' }, lines: [] },
  ])('$name', ({ amounts, lines }) => {
    expect(openingVoucherLines(amounts, template, '4104').map((l) => [l.slot, l.subjectCode, l.side, l.amount])).toEqual(lines);
  });

  it('refuses a negative amount', () => {
    expect(() => openingVoucherLines({ receivable: { property: '-1.00' }, prepayment: '0', deposit: '0' }, template, '4104')).toThrow(RangeError);
  });

  it('always balances, to the cent', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 12n }).map((c) => dec(c.toString()).div(100).toFixed(2));
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (property, parking, other, prepayment, deposit) => {
        const lines = openingVoucherLines({ receivable: { property, parking, other }, prepayment, deposit }, template, '4104');
        const side = (s: 'D' | 'C') => lines.filter((l) => l.side === s).reduce((t, l) => t.plus(dec(l.amount)), dec('0'));
        expect(side('D').equals(side('C'))).toBe(true);
        expect(lines.every((l) => dec(l.amount).greaterThan(0))).toBe(true);
      }),
    );
  });
});
