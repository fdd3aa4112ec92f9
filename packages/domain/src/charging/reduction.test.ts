import { describe, expect, it } from 'vitest';
import { reductionAmount, type ReductionInput } from './reduction';

describe('reductionAmount', () => {
  it.each<[string, string, ReductionInput, string, string]>([
    ['C12 half of 205.79', '205.79', { kind: 'percent', value: '50' }, '102.90', '102.89'],
    ['vacant-house 30% off', '205.78', { kind: 'percent', value: '30' }, '61.73', '144.05'],
    ['all of it', '205.78', { kind: 'percent', value: '100' }, '205.78', '0.00'],
    ['a fractional percentage', '1000.00', { kind: 'percent', value: '12.5' }, '125.00', '875.00'],
    ['a fixed amount', '205.78', { kind: 'amount', value: '5.78' }, '5.78', '200.00'],
    ['the whole net as an amount', '205.78', { kind: 'amount', value: '205.78' }, '205.78', '0.00'],
  ])('%s: %s with %o → reduction %s, net %s', (_case, net, input, reduction, left) => {
    expect(reductionAmount(net, input)).toEqual({ reduction, net: left });
  });

  it.each<[string, string, ReductionInput, string]>([
    ['an amount above the net', '205.78', { kind: 'amount', value: '205.79' }, '减免金额不能大于应收金额'],
    ['a zero amount', '205.78', { kind: 'amount', value: '0' }, '减免金额必须大于0'],
    ['an amount with 3 decimals', '205.78', { kind: 'amount', value: '1.005' }, '减免金额最多2位小数'],
    ['0 percent', '205.78', { kind: 'percent', value: '0' }, '减免比例必须大于0且不超过100'],
    ['above 100 percent', '205.78', { kind: 'percent', value: '100.01' }, '减免比例必须大于0且不超过100'],
    ['a negative percentage', '205.78', { kind: 'percent', value: '-10' }, '减免比例必须大于0且不超过100'],
    ['a reduction under one fen', '0.01', { kind: 'percent', value: '10' }, '减免金额不足1分'],
    ['a zero net', '0', { kind: 'percent', value: '50' }, '只能对应收金额大于0的费用减免'],
    ['a reversal line', '-205.78', { kind: 'amount', value: '1' }, '只能对应收金额大于0的费用减免'],
  ])('refuses %s', (_case, net, input, error) => {
    expect(reductionAmount(net, input)).toEqual({ error });
  });
});
