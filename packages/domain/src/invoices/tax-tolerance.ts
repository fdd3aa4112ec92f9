import { Dec, dec } from '../money/decimal';
import { roundDec } from '../money/rounding';
import { rateDec } from './line-tax';

/** Per line, |round(金额 × rate, 2) − 税额| may not pass this (元; notes §3, Nuonuo and 大象慧云 "0.06"). */
export const LINE_TAX_TOLERANCE = '0.06';
/** Per invoice, |Σ税额 − Σ(金额 × rate) unrounded| may not pass this (元; notes §3, "1.27"): else split the invoice. */
export const INVOICE_TAX_TOLERANCE = '1.27';

export interface TaxedLine {
  net: string;
  tax: string;
  rate: string;
}

export type TaxToleranceProblem =
  { code: 'line_tax'; line: number; deviation: string } | { code: 'invoice_tax'; deviation: string };

/** |round(net × rate, 2) − tax| of one line (元, 2 decimals). */
export function lineTaxDeviation(line: TaxedLine): string {
  return roundDec(dec(line.net).times(rateDec(line.rate)), 'half_up_2')
    .minus(dec(line.tax))
    .abs()
    .toFixed(2);
}

/** |Σ tax − Σ net × rate| of an invoice, unrounded (元, as many decimals as it takes: 1.2742). */
export function invoiceTaxDeviation(lines: readonly TaxedLine[]): string {
  const exact = lines.reduce((s, l) => s.plus(dec(l.net).times(rateDec(l.rate))), new Dec(0));
  const taxed = lines.reduce((s, l) => s.plus(dec(l.tax)), new Dec(0));
  return taxed.minus(exact).abs().toFixed();
}

/**
 * What the invoicing platforms refuse about an invoice's tax (notes §3 rules 1 and 4): each line whose tax is off by
 * more than 0.06 (line numbers from 1), and the invoice when the rounding residues add up past 1.27. [] when it may go.
 */
export function taxToleranceProblems(lines: readonly TaxedLine[]): TaxToleranceProblem[] {
  const problems: TaxToleranceProblem[] = [];
  lines.forEach((line, i) => {
    const deviation = lineTaxDeviation(line);
    if (dec(deviation).greaterThan(LINE_TAX_TOLERANCE)) problems.push({ code: 'line_tax', line: i + 1, deviation });
  });
  const deviation = invoiceTaxDeviation(lines);
  if (dec(deviation).greaterThan(INVOICE_TAX_TOLERANCE)) problems.push({ code: 'invoice_tax', deviation });
  return problems;
}
