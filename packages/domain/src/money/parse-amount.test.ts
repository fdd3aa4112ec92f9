import { describe, expect, it } from 'vitest';
import { parseDecimal, type ParseDecimalOptions } from './parse-amount';

const amount: ParseDecimalOptions = { scale: 2, label: '金额' };
const price: ParseDecimalOptions = { scale: 4, label: '单价' };

describe('parseDecimal', () => {
  it.each<[unknown, ParseDecimalOptions, string]>([
    ['205.78', amount, '205.78'],
    ['12.5', amount, '12.50'],
    [' 7 ', amount, '7.00'],
    [7, amount, '7.00'],
    ['0012.5', amount, '12.50'],
    ['1.2300', amount, '1.23'],
    ['-0', amount, '0.00'],
    ['-0.00', amount, '0.00'],
    ['999999999999.99', amount, '999999999999.99'],
    ['2.3', price, '2.3000'],
    ['1.5575', price, '1.5575'],
    ['-205.78', { ...amount, allowNegative: true }, '-205.78'],
    ['5', { ...amount, min: '5' }, '5.00'],
    ['100', { ...amount, max: '100' }, '100.00'],
  ])('reads %j (%o) as %s', (input, options, value) => {
    expect(parseDecimal(input, options)).toEqual({ value });
  });

  it.each<[unknown, ParseDecimalOptions, string]>([
    ['12.345', amount, '金额最多2位小数'],
    ['1.23456', price, '单价最多4位小数'],
    ['-1', amount, '金额不能为负数'],
    ['abc', amount, '金额不是有效的数字'],
    ['1e3', amount, '金额不是有效的数字'],
    ['1,000.00', amount, '金额不是有效的数字'],
    ['.5', amount, '金额不是有效的数字'],
    ['', amount, '金额不能为空'],
    ['  ', amount, '金额不能为空'],
    [null, amount, '金额不能为空'],
    [undefined, amount, '金额不能为空'],
    [{}, amount, '金额不是有效的数字'],
    [true, amount, '金额不是有效的数字'],
    [0.1, amount, '金额不能以浮点数传递，请使用文本'],
    [2 ** 53, amount, '金额不能以浮点数传递，请使用文本'],
    [Number.NaN, amount, '金额不能以浮点数传递，请使用文本'],
    ['1234567890123', amount, '金额整数部分最多12位'],
    ['4.99', { ...amount, min: '5' }, '金额不能小于5'],
    ['100.01', { ...amount, max: '100' }, '金额不能大于100'],
  ])('refuses %j (%o): %s', (input, options, error) => {
    expect(parseDecimal(input, options)).toEqual({ error });
  });
});
