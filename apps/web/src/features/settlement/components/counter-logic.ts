import { allocatePayment, type AllocateResult, cashTendered, daysBetween, dec, type LateTerms, type OpenLine, parseDecimal, tenderTotal } from '@pm/domain';
import type { Line, TenderDraft } from '../types';

/**
 * The late terms of a counter line. The server sends them; when it does not, they are derived
 * from what it does send (the fee on the whole open part over its late days), which gives the
 * same fee for the whole line and a proportional one for a part.
 */
export function lateTermsOf(line: Line, asOf: string): LateTerms | null {
  if (line.late !== undefined) return line.late;
  if (line.lateWaived || line.lateDays <= 0 || dec(line.lateFee).lte(0)) return null;
  const ratePerDay = dec(line.lateFee).div(dec(line.open).times(line.lateDays)).toFixed(30);
  return { ratePerDay, graceDays: Math.max(0, daysBetween(line.dueDate, asOf) - line.lateDays), capRatio: null };
}

/** A line the counter may settle: not waiting for an audit, not held by an open online order (线上支付中). */
export function settleable(line: Line): boolean {
  return !line.locked && line.heldBy === null;
}

export function openLineOf(line: Line, asOf: string): OpenLine {
  return { id: line.id, dueDate: line.dueDate, priority: line.priority ?? 0, open: line.open, late: line.lateWaived ? null : lateTermsOf(line, asOf), prepayAllowed: line.prepayAllowed };
}

/** The ids of the lines in the oldest `months` distinct periods (按月数: settle N months, oldest first). */
export function oldestMonths(lines: readonly Line[], months: number): number[] {
  const periods = [...new Set(lines.map((l) => l.period))].sort().slice(0, months);
  return lines.filter((l) => periods.includes(l.period)).map((l) => l.id);
}

export interface Preview {
  /** Open principal + late fees of the chosen lines (what the server checks as expectedDue). */
  due: string;
  /** The pre-payment the offsets take. */
  prepayUsed: string;
  /** What the cashier must still receive: due − the pre-payment offset (to the fen of each allocation). */
  cashDue: string;
  /** The allocation of the money received (null when the amount is not a valid amount). */
  result: AllocateResult | null;
}

/**
 * What the counter shows for a selection, from the domain's allocatePayment (the server's rule):
 * first with cash enough for everything to learn what the pre-payment covers, then with the money
 * actually received to show a part payment or the over-payment.
 */
export function preview(lines: readonly Line[], asOf: string, prepay: string, received: string | null): Preview {
  const open = lines.filter(settleable).map((l) => openLineOf(l, asOf));
  const full = allocatePayment({ lines: open, asOf, cash: '0', prepay });
  const everything = allocatePayment({ lines: open, asOf, cash: full.due, prepay });
  // What cash the allocations take when cash is plentiful: the rest of the due after the offsets.
  const cashDue = dec(full.due).minus(everything.overpay);
  const result = received === null ? null : allocatePayment({ lines: open, asOf, cash: received, prepay });
  return { due: full.due, prepayUsed: everything.prepayUsed, cashDue: cashDue.toFixed(2), result };
}

/** The received amount as fixed text, or the Chinese reason it is not one. */
export function readAmount(text: string, label: string): { value: string } | { error: string } {
  return parseDecimal(text.trim(), { scale: 2, label, min: '0' });
}

/**
 * Checks the tenders against the amount: every row a method and a positive amount, the sum equal
 * to the amount. Answers the Chinese message, or null when they may be sent.
 */
export function tenderError(tenders: readonly TenderDraft[], amount: string): string | null {
  const rows = tenders.map((t) => ({ method: t.method, amount: t.amount.trim() }));
  for (const r of rows) {
    if (!r.amount) return '请输入结算金额';
    const parsed = parseDecimal(r.amount, { scale: 2, label: '结算金额' });
    if ('error' in parsed) return parsed.error;
  }
  let sum: string;
  try {
    sum = tenderTotal(rows);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return dec(sum).eq(dec(amount)) ? null : `结算金额合计 ${sum} 与收款金额 ${dec(amount).toFixed(2)} 不一致`;
}

/** The tenders as the contract takes them (reference only when typed). */
export function tenderBody(tenders: readonly TenderDraft[]) {
  return tenders.map((t) => ({ method: t.method as '1', amount: dec(t.amount.trim()).toFixed(2), ...(t.reference.trim() ? { reference: t.reference.trim() } : {}) }));
}

/** Where money handed over above the due goes: 找零 (back to the payer), 预交款 or 存零. */
export type OverpayTo = 'payer' | 'prepay' | 'change';

/**
 * Where the over-payment goes and whether 找零 can be offered: only cash can be handed back, so
 * 找零 needs the cash tendered to cover the over-payment. The cashier's choice holds while it is
 * possible; otherwise a cash over-tender gives change (the counter's default) and any other goes
 * to 预交款, as before.
 */
export function overpayTarget(tenders: readonly TenderDraft[], over: string | null, chosen: OverpayTo | null): { to: OverpayTo; canChange: boolean } {
  let cash = '0';
  try {
    cash = cashTendered(tenders.map((t) => ({ method: t.method, amount: t.amount.trim() })));
  } catch {
    // an amount still being typed: no change offered until it reads as money
  }
  const canChange = over !== null && dec(over).gt(0) && dec(over).lte(cash);
  if (chosen && (chosen !== 'payer' || canChange)) return { to: chosen, canChange };
  return { to: canChange ? 'payer' : 'prepay', canChange };
}
