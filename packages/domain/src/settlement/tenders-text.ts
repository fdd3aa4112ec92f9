import { dec } from '../money/decimal';
import { SETTLE_METHODS } from './settle-types';

/** A payment's tenders as one line for lists and receipts: "现金 17.34、微信 600.00" (unknown methods by code). */
export function tendersText(tenders: readonly { method: string; amount: string }[]): string {
  return tenders.map((t) => `${SETTLE_METHODS[t.method] ?? t.method} ${dec(t.amount).toFixed(2)}`).join('、');
}
