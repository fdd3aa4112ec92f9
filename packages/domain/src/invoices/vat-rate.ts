import { dec } from '../money/decimal';

/**
 * The rates and 征收率 a property company's invoices carry (notes §2), as fractions: 13 / 9 / 6 % for a general
 * taxpayer, 5 / 3 % simplified, 1 % the small-scale relief, 1.5 % (5 % 减按 1.5 %, favouredPolicyFlag 10), 0 for
 * 免税 / 不征税 lines.
 */
export const VAT_RATES = ['0.13', '0.09', '0.06', '0.05', '0.03', '0.015', '0.01', '0'] as const;

/** True when `rate` (a fraction as text: "0.06", "0.060") is one of VAT_RATES. */
export function isVatRate(rate: string): boolean {
  try {
    const value = dec(rate);
    return VAT_RATES.some((r) => value.equals(r));
  } catch {
    return false;
  }
}
