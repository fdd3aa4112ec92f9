import { Dec, dec } from '../money/decimal';
import type { ChargingEvent, ChargingEventKind, FeeKind } from './charging-vouchers';

// The charging and settlement rows of a range (as the server and the seed read them) → the
// ChargingEvents chargingVouchers summarises. Source ids: 'L<id>' a bill line, 'P<id>' a payment.

/** A released bill line: the China day released, net (negative for a reversal or a reduction's adjustment). */
export interface LineSourceRow {
  id: number;
  day: string;
  estate_id: number;
  net: string;
  reversal_of: number | null;
  adjusts_line_id: number | null;
  category: string;
  pass_through: boolean;
  /** The item's own VAT rate (its e-invoice tax setup, a fraction as text); absent or null: the template's rate. */
  vat_rate?: string | null;
}

/** A payment of the range; original_type is a 冲红's original settle type. */
export interface PaymentSourceRow {
  id: number;
  day: string;
  estate_id: number;
  settle_type: string;
  original_type: string | null;
}

/** Settle type 10 委付 (spec §9). */
const AGENCY_PAYMENT = '10';

/** Which receivable and revenue an item books to: 代收 items are utilities; 停车费 parking; 物业服务费 property. */
export function chargeFeeKind(category: string, passThrough: boolean): FeeKind {
  if (passThrough) return 'utilities';
  if (category === '1') return 'property';
  if (category === '6') return 'parking';
  return 'other';
}

/**
 * Released lines: a positive line is 确认应收; a released adjustment (减免 after release) a reduction; a reversal the red
 * copy. Revenue is split at the item's own rate when it has one (13 / 9 / 6 / 3 %, 0 for 免税), else at `vatRate`.
 */
export function lineChargingEvents(rows: readonly LineSourceRow[], vatRate: string): ChargingEvent[] {
  return rows.map((l) => {
    const amount = dec(l.net).abs().toFixed(2);
    const rate = l.vat_rate ?? vatRate;
    const base = { sourceId: `L${l.id}`, date: l.day, estateId: l.estate_id, amount, feeKind: chargeFeeKind(l.category, l.pass_through), vatRate: rate };
    if (l.adjusts_line_id !== null) return { ...base, kind: 'reduction' as const, ...(dec(l.net).isPositive() ? { reversal: true } : {}) };
    return { ...base, kind: 'bill_released' as const, ...(dec(l.net).isNegative() ? { reversal: true } : {}) };
  });
}

interface Part {
  kind: ChargingEventKind;
  feeKind?: FeeKind;
  amount: Dec;
}

export interface PaymentSourceRows {
  tenders: readonly { method: string; amount: string }[];
  allocations: readonly { principal: string; late_fee: string; source: string; category: string; pass_through: boolean }[];
  entries: readonly { kind: string; amount: string }[];
}

/**
 * A payment's events. Money parts (收款, 违约金, 预收, 押金 in and out) are filled into the tenders
 * in order, so each part lands on the voucher of the tender that paid it; offsets against the
 * pre-payment move no money. A 冲红 gives its original's events, red. Amounts are positive.
 */
export function paymentChargingEvents(p: PaymentSourceRow, rows: PaymentSourceRows): ChargingEvent[] {
  const red = p.settle_type === '14';
  const sign = red ? -1 : 1;
  const money: Part[] = [];
  const offsets: Part[] = [];
  for (const a of rows.allocations) {
    const feeKind = chargeFeeKind(a.category, a.pass_through);
    const principal = dec(a.principal).times(sign);
    const fee = dec(a.late_fee).times(sign);
    if (a.source === 'prepay') {
      // Settled from the pre-payment: the principal clears the receivable, the late fee is income.
      offsets.push({ kind: 'offset', feeKind, amount: principal });
      offsets.push({ kind: 'late_fee_offset', amount: fee });
    } else {
      money.push({ kind: 'payment', feeKind, amount: principal });
      money.push({ kind: 'late_fee', amount: fee });
    }
  }
  // 委付 pays the estate's agency account (委收 money) over to the supplier: its tenders are the amount.
  if (p.settle_type === AGENCY_PAYMENT || p.original_type === AGENCY_PAYMENT)
    money.push({ kind: 'agency_payment', amount: rows.tenders.reduce((s, t) => s.plus(dec(t.amount).abs()), new Dec(0)) });
  for (const e of rows.entries) {
    const amount = dec(e.amount).times(sign);
    const kind: ChargingEventKind = e.kind === 'deposit' ? (amount.isNegative() ? 'deposit_out' : 'deposit_in') : amount.isNegative() ? 'prepayment_refund' : 'prepayment';
    money.push({ kind, amount: amount.abs() });
  }
  const events: ChargingEvent[] = [];
  const base = { sourceId: `P${p.id}`, date: p.day, estateId: p.estate_id, ...(red ? { reversal: true } : {}) };
  const push = (part: Part, amount: Dec, tender?: string) => {
    if (amount.isZero()) return;
    events.push({ ...base, kind: part.kind, amount: amount.toFixed(2), ...(part.feeKind ? { feeKind: part.feeKind } : {}), ...(tender ? { tender } : {}) });
  };
  for (const o of offsets) push(o, o.amount);
  // Fill: each tender (its absolute amount) takes the money parts in order.
  const queue = money.filter((m) => !m.amount.isZero()).map((m) => ({ ...m, left: m.amount.abs() }));
  const tenders = rows.tenders.map((t) => ({ method: t.method, left: dec(t.amount).abs() }));
  let i = 0;
  for (const t of tenders) {
    while (t.left.greaterThan(0) && i < queue.length) {
      const part = queue[i]!;
      const take = Dec.min(part.left, t.left);
      push(part, take, t.method);
      part.left = part.left.minus(take);
      t.left = t.left.minus(take);
      if (part.left.isZero()) i++;
    }
  }
  // Parts the tenders did not cover (should not happen: the ledger checks Σ tenders at commit) go to the last tender.
  const last = rows.tenders.at(-1)?.method;
  for (; i < queue.length; i++) if (last) push(queue[i]!, queue[i]!.left, last);
  return events;
}
