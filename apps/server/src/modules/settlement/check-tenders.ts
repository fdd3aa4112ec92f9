import { dec, negated, tenderTotal } from '@pm/domain';
import type { TenderDraft } from './payments.repo';
import { fieldError, settleErrors } from './settlement.errors';

/**
 * The tenders must be known methods with positive amounts summing to the amount received or paid
 * back; no tenders only for a payment that moves no money (a pure pre-payment offset).
 */
export function checkTenders(tenders: readonly { method: string; amount: string }[], total: string) {
  if (tenders.length === 0) {
    if (!dec(total).isZero()) throw settleErrors.tendersMismatch();
    return;
  }
  let sum: string;
  try {
    sum = tenderTotal(tenders);
  } catch (error) {
    if (error instanceof RangeError) throw fieldError('tenders', error.message);
    throw error;
  }
  if (!dec(sum).eq(total)) throw settleErrors.tendersMismatch();
}

/** Tenders of money paid out: the same methods, amounts negated (2 decimals). */
export function outgoing(tenders: readonly TenderDraft[]): TenderDraft[] {
  return negated(tenders.map((t) => ({ ...t, amount: dec(t.amount).toFixed(2) })), ['amount']);
}
