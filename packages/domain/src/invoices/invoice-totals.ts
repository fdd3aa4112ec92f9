import { sumAmounts } from '../money/sum-amounts';
import type { LineTax } from './line-tax';

/** An invoice's 合计金额, 合计税额 and 价税合计: the exact sums of its lines (the tax is never recomputed on the total, notes §3). */
export function invoiceTotals(lines: readonly LineTax[]): LineTax {
  return {
    net: sumAmounts(lines.map((l) => l.net)),
    tax: sumAmounts(lines.map((l) => l.tax)),
    gross: sumAmounts(lines.map((l) => l.gross)),
  };
}
