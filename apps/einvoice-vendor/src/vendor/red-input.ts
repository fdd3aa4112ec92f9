import { abs, format, scaled } from '../protocol/decimal';
import { CODES, NuonuoError, nuonuoError } from './errors';
import { Fields } from './fields';
import { LINE_TAX_TOLERANCE_FEN, taxOfNet } from './lines';
import type { RedUnit } from './red-confirms';

const negativeFen = (f: Fields, name: string): bigint => {
  const text = f.required(name, 30);
  const value = scaled(text, 2);
  if (value === undefined || value > 0n) throw nuonuoError('param', `${f.at(name)} 应为最多2位小数的负数`);
  return value;
};

/**
 * The lines of a partial 确认单 (`detail[]`, notes §5): each names its blue line by blueDetailIndex (from 1, the blue
 * invoice's order; a discounted pair by its discounted line), carries the same goodsCode and taxRate, and negative
 * taxExcludedAmount and taxAmount no larger than what stands on that line (E9706), within 0.06 of each other.
 */
export function readRedDetail(details: unknown[], standing: readonly RedUnit[]): RedUnit[] {
  if (details.length === 0) throw nuonuoError('param', 'detail 不能为空');
  const seen = new Set<number>();
  return details.map((d, i) => {
    const f = Fields.of(d, `detail[${i}]`);
    const indexText = f.required('blueDetailIndex', 6);
    const unit = standing.find((u) => String(u.index) === indexText);
    if (!unit) throw nuonuoError('param', `${f.at('blueDetailIndex')} 不是蓝字发票的明细行：${indexText}`);
    if (seen.has(unit.index)) throw nuonuoError('param', `${f.at('blueDetailIndex')} 重复：${indexText}`);
    seen.add(unit.index);
    if (f.required('goodsCode', 19) !== unit.goodsCode)
      throw nuonuoError('param', `${f.at('goodsCode')} 与蓝字发票第${unit.index}行不同`);
    if (scaled(f.required('taxRate', 10), 6) !== unit.rate)
      throw nuonuoError('param', `${f.at('taxRate')} 与蓝字发票第${unit.index}行不同`);
    const net = negativeFen(f, 'taxExcludedAmount');
    const tax = negativeFen(f, 'taxAmount');
    if (net === 0n && tax === 0n) throw nuonuoError('param', `${f.at('taxExcludedAmount')} 不能为0`);
    if (abs(taxOfNet(net, unit.rate) - tax) > LINE_TAX_TOLERANCE_FEN)
      throw new NuonuoError(CODES.lineTax[0], `${CODES.lineTax[1]}（detail[${i}]）`);
    if (-net > unit.net || -tax > unit.tax)
      throw nuonuoError('redExceeds', `第${unit.index}行剩余金额 ${format(unit.net)}、税额 ${format(unit.tax)}`);
    return { ...unit, net, tax, gross: net + tax };
  });
}

/** A whole 确认单: every blue line with something standing, reversed in full. */
export function wholeRed(standing: readonly RedUnit[]): RedUnit[] {
  const lines = standing
    .filter((u) => u.gross !== 0n || u.net !== 0n || u.tax !== 0n)
    .map((u) => ({ ...u, net: -u.net, tax: -u.tax, gross: -u.gross }));
  if (lines.length === 0) throw nuonuoError('redExceeds', '蓝字发票已全部冲红');
  return lines;
}
