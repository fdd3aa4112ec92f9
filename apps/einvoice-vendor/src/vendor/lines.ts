import { abs, divRound, format, RATE_SCALE, scaled } from '../protocol/decimal';
import { CODES, NuonuoError, nuonuoError } from './errors';
import type { Fields } from './fields';

/** Rates the fake accepts (notes §2), as fractions scaled by 10^6. */
const RATES = new Set([0n, 10_000n, 15_000n, 30_000n, 50_000n, 60_000n, 90_000n, 130_000n]);

/** Per line, round(金额 × rate) may be off the given 税额 by this many fen (notes §3). */
export const LINE_TAX_TOLERANCE_FEN = 6n;
/** Per invoice, Σ税额 may be off Σ(金额 × rate) unrounded by this many fen (notes §3). */
export const INVOICE_TAX_TOLERANCE_FEN = 127n;
/** round(单价 × 数量) may be off the line's amount by this many fen (notes §3). */
export const PRICE_TOLERANCE_FEN = 1n;

export interface InvoiceLine {
  goodsName: string;
  goodsCode: string;
  specType: string;
  unit: string;
  /** 8 decimals at most, as sent; '' when not sent. */
  num: string;
  price: string;
  withTaxFlag: '0' | '1';
  /** The rate as sent (0.06) and scaled by 10^6. */
  taxRate: string;
  rate: bigint;
  /** 金额, 税额, 价税合计 in fen. */
  net: bigint;
  tax: bigint;
  gross: bigint;
  /** 0 normal, 1 discount, 2 discounted. */
  lineProperty: '0' | '1' | '2';
  favouredPolicyFlag: string;
  favouredPolicyName: string;
}

const fen = (f: Fields, name: string): bigint | undefined => {
  const text = f.text(name, 30);
  if (text === '') return undefined;
  const value = scaled(text, 2);
  if (value === undefined) throw nuonuoError('param', `${f.at(name)} 应为最多2位小数的金额`);
  return value;
};

/** 含税金额 split at the rate: 金额 = round(含税 / (1 + rate)) half up, once (notes §3). */
export const netOfGross = (gross: bigint, rate: bigint) => divRound(gross * RATE_SCALE, RATE_SCALE + rate);
/** 税额 of an amount without tax: round(金额 × rate) half up. */
export const taxOfNet = (net: bigint, rate: bigint) => divRound(net * rate, RATE_SCALE);

/**
 * One line of an order as the platform reads it: amounts it is not given are computed (withTaxFlag 1: from the
 * 含税金额 or 单价 × 数量 by the split; 0: 税额 = round(金额 × rate)); what is given must agree (E9109) and the tax be
 * within 0.06 (E9107).
 */
export function readLine(f: Fields, index: number): InvoiceLine {
  const goodsName = f.required('goodsName', 90);
  const goodsCode = f.required('goodsCode', 19);
  if (!/^\d{19}$/.test(goodsCode)) throw nuonuoError('param', `${f.at('goodsCode')} 应为19位税收分类编码`);
  const withTaxFlag = f.oneOf('withTaxFlag', ['0', '1'] as const);
  const taxRate = f.required('taxRate', 10);
  const rate = scaled(taxRate, 6);
  if (rate === undefined || !RATES.has(rate))
    throw nuonuoError('param', `${f.at('taxRate')} 不是有效的税率：${taxRate}`);
  const lineProperty = f.oneOf('invoiceLineProperty', ['0', '1', '2'] as const, '0');
  const num = f.text('num', 30);
  const price = f.text('price', 30);
  const num8 = num === '' ? undefined : scaled(num, 8);
  const price8 = price === '' ? undefined : scaled(price, 8);
  if (num !== '' && num8 === undefined) throw nuonuoError('param', `${f.at('num')} 应为最多8位小数`);
  if (price !== '' && (price8 === undefined || price8 < 0n))
    throw nuonuoError('param', `${f.at('price')} 应为最多8位小数的非负数`);
  const priced = num8 !== undefined && price8 !== undefined ? divRound(price8 * num8, 10n ** 14n) : undefined;

  let gross = fen(f, 'taxIncludedAmount');
  let net = fen(f, 'taxExcludedAmount');
  let tax = fen(f, 'tax');
  if (withTaxFlag === '1') {
    gross ??= priced;
    if (gross === undefined) throw nuonuoError('param', `${f.at('taxIncludedAmount')} 不能为空（或给出单价和数量）`);
    net ??= tax === undefined ? netOfGross(gross, rate) : gross - tax;
    tax ??= gross - net;
  } else {
    net ??= priced;
    if (net === undefined) throw nuonuoError('param', `${f.at('taxExcludedAmount')} 不能为空（或给出单价和数量）`);
    tax ??= taxOfNet(net, rate);
    gross ??= net + tax;
  }
  const where = `第${index + 1}行`;
  if (net + tax !== gross)
    throw nuonuoError('amounts', `${where}金额 ${format(net)} + 税额 ${format(tax)} ≠ 价税合计 ${format(gross)}`);
  if (priced !== undefined && abs(priced - (withTaxFlag === '1' ? gross : net)) > PRICE_TOLERANCE_FEN)
    throw nuonuoError('amounts', `${where}单价×数量与金额误差大于0.01`);
  if (abs(taxOfNet(net, rate) - tax) > LINE_TAX_TOLERANCE_FEN)
    throw new NuonuoError(CODES.lineTax[0], `${CODES.lineTax[1]}（${where}）`);
  const discount = lineProperty === '1';
  if (discount ? gross > 0n || net > 0n : gross < 0n || net < 0n || tax < 0n)
    throw nuonuoError('param', `${where}${discount ? '折扣行金额应为负数' : '金额不能为负数'}`);
  return {
    goodsName,
    goodsCode,
    specType: f.text('specType', 40),
    unit: f.text('unit', 20),
    num,
    price,
    withTaxFlag,
    taxRate,
    rate,
    net,
    tax,
    gross,
    lineProperty,
    favouredPolicyFlag: f.text('favouredPolicyFlag', 2),
    favouredPolicyName: f.text('favouredPolicyName', 50),
  };
}

/** A discount line (1) directly follows its discounted line (2), same name and rate; a 2 is followed by its 1 (E9105). */
export function checkDiscounts(lines: readonly InvoiceLine[]): void {
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    const after = lines[i + 1];
    if (line.lineProperty === '1' && (before?.lineProperty !== '2' || before.goodsName !== line.goodsName))
      throw nuonuoError('discountLine', `第${i + 1}行`);
    if (line.lineProperty === '1' && before && before.rate !== line.rate)
      throw new NuonuoError(CODES.discountLine[0], `折扣行的税率必须和被折扣行相同：第${i + 1}行`);
    if (line.lineProperty === '2' && after?.lineProperty !== '1')
      throw new NuonuoError(CODES.discountLine[0], `被折扣行后须紧跟折扣行：第${i + 1}行`);
  });
}

/** |Σ税额 − Σ(金额 × rate)| within 1.27 (E9108). */
export function checkInvoiceTax(lines: readonly InvoiceLine[]): void {
  const taxed = lines.reduce((s, l) => s + l.tax * RATE_SCALE, 0n);
  const exact = lines.reduce((s, l) => s + l.net * l.rate, 0n);
  if (abs(taxed - exact) > INVOICE_TAX_TOLERANCE_FEN * RATE_SCALE) throw nuonuoError('invoiceTax');
}

export function totals(lines: readonly Pick<InvoiceLine, 'net' | 'tax' | 'gross'>[]): {
  net: bigint;
  tax: bigint;
  gross: bigint;
} {
  return lines.reduce((t, l) => ({ net: t.net + l.net, tax: t.tax + l.tax, gross: t.gross + l.gross }), {
    net: 0n,
    tax: 0n,
    gross: 0n,
  });
}
