import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeLineText, exceedsQuote, serviceCharge, type ChargeLineInput } from './service-charge';

const line = (unitPrice: string, quantity: string, extra: Partial<ChargeLineInput> = {}): ChargeLineInput => ({
  name: '材料',
  kind: 'material',
  unitPrice,
  quantity,
  ...extra,
});

describe('有偿服务 charge: exact lines rounded once to the fen, then summed', () => {
  it.each([
    [[line('45.5', '1'), line('30', '1.5', { kind: 'labour', name: '人工' })], ['45.50', '45.00'], '90.50'],
    [[line('0.3333', '3')], ['1.00'], '1.00'],
    [[line('12.345', '1')], ['12.35'], '12.35'],
    [[line('0.1', '1'), line('0.2', '1')], ['0.10', '0.20'], '0.30'],
    [[line('2.005', '1'), line('2.005', '1')], ['2.01', '2.01'], '4.02'],
    [[], [], '0.00'],
  ])('%j → %j, total %s', (inputs, amounts, total) => {
    const result = serviceCharge(inputs);
    expect(result.ok && result.charge.lines.map((l) => l.amount)).toEqual(amounts);
    expect(result.ok && result.charge.total).toBe(total);
  });

  it('keeps prices and quantities to 4 decimals and writes the line as the owner signs it', () => {
    const result = serviceCharge([line('12.5', '2')]);
    expect(result.ok && chargeLineText(result.charge.lines[0]!)).toBe('12.5000 × 2.0000 = 25.00');
  });

  it.each([
    [line('1', '1', { name: ' ' }), '第1行请填写名称'],
    [line('1.23456', '1'), '材料单价最多4位小数'],
    [line('-1', '1'), '材料单价不能为负数'],
    [line('1', '0'), '材料数量应大于0'],
    [line('29.99', '1', { priceRange: { low: '30', high: '60' } }), '材料单价应在30元至60元之间'],
  ])('refuses %j: %s', (input, message) => {
    expect(serviceCharge([line('1', '1'), input])).toEqual({
      ok: false,
      line: 2,
      message: message.replace('第1行', '第2行'),
    });
  });

  it.each([
    ['110.00', '100.00', false],
    ['110.01', '100.00', true],
    ['0.01', '0.00', true],
    ['99.00', '100.00', false],
  ])('total %s against quote %s exceeds by more than 10 %%: %s', (total, quote, exceeds) => {
    expect(exceedsQuote(total, quote)).toBe(exceeds);
  });

  it('the total is always the exact sum of the line amounts, whatever the prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 1, max: 999_999 })), {
          maxLength: 8,
        }),
        (pairs) => {
          const inputs = pairs.map(([p, q]) => line((p / 10_000).toFixed(4), (q / 10_000).toFixed(4)));
          const result = serviceCharge(inputs);
          if (!result.ok) return false;
          const fen = result.charge.lines.reduce((sum, l) => sum + BigInt(l.amount.replace('.', '')), 0n);
          return BigInt(result.charge.total.replace('.', '')) === fen;
        },
      ),
    );
  });
});
