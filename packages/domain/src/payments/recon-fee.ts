import { Dec, dec } from '../money/decimal';

// The vendor's fee of one bill row. Not documented (payments note §5): the samples fit amount × 费率 rounded half
// up to the fen per row (6.00 × 0.60% = 0.036 → 0.04000); the bill writes it with 5 decimals, negative on a
// refund row. Sums keep the 5 decimals; the settlement rounds their total once (settlementFigures).

const RATE = /^(\d{1,3}(?:\.\d{1,4})?)%$/;

/** '0.60%' → 0.006 as a Dec; null for anything else. */
export function feeRate(rate: string): Dec | null {
  const m = RATE.exec(rate.trim());
  return m ? dec(m[1]!).div(100) : null;
}

/** The fee we expect for an amount (元) at the row's rate, to the fen; negative for a refund. Null: no readable rate. */
export function expectedFee(amount: string, rate: string, refund: boolean): Dec | null {
  const r = feeRate(rate);
  if (!r) return null;
  const fee = dec(amount).abs().times(r).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return refund && !fee.isZero() ? fee.negated() : fee;
}
