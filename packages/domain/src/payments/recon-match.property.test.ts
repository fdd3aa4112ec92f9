import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedFee } from './recon-fee';
import type { ReconKind } from './recon-kinds';
import { matchTradeBill, type ReconBillRow, type ReconOrder, type ReconRefund } from './recon-match';

// Whatever the day holds, every bill row and every one of our rows of the day ends matched or in exactly one
// difference, and the one the case was built to be.

const DAY = '2024-05-10';
const PAYMENT_FATES = ['match', 'billOnly', 'unpaidHere', 'oursOnly', 'amount', 'fee', 'crossDay'] as const;
const REFUND_FATES = ['match', 'billOnly', 'oursOnly', 'amount', 'closed', 'fee', 'crossDay'] as const;
type PaymentFate = (typeof PAYMENT_FATES)[number];
type RefundFate = (typeof REFUND_FATES)[number];

const EXPECTED_PAYMENT: Record<PaymentFate, ReconKind | 'matched'> = { match: 'matched', billOnly: 'long', unpaidHere: 'long', oursOnly: 'short', amount: 'amount', fee: 'fee', crossDay: 'matched' };
const EXPECTED_REFUND: Record<RefundFate, ReconKind | 'matched'> = { match: 'matched', billOnly: 'refund_long', oursOnly: 'refund_short', amount: 'refund_amount', closed: 'refund_state', fee: 'fee', crossDay: 'matched' };

const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const fee5 = (amount: string, refund: boolean, off = '0') => expectedFee(amount, '0.60%', refund)!.minus(off).toFixed(5);
const row = (outTradeNo: string, amount: string, fee: string): ReconBillRow => ({ tradeTime: `${DAY} 12:00:00`, transactionId: `T${outTradeNo}`, outTradeNo, tradeState: 'SUCCESS', settlementTotal: amount, orderAmount: amount, attach: '', fee, feeRate: '0.60%' });

const caseArb = fc.record({
  payments: fc.array(fc.record({ fen: fc.integer({ min: 1, max: 10_000_000 }), fate: fc.constantFrom(...PAYMENT_FATES), company: fc.integer({ min: 1, max: 3 }) }), { maxLength: 40 }),
  refunds: fc.array(fc.record({ fen: fc.integer({ min: 1, max: 1_000_000 }), fate: fc.constantFrom(...REFUND_FATES) }), { maxLength: 15 }),
  shuffle: fc.integer(),
});

describe('matchTradeBill (property)', () => {
  it('every bill row and every one of our rows ends matched or in exactly one difference, the expected one', () => {
    fc.assert(
      fc.property(caseArb, ({ payments, refunds, shuffle }) => {
        const rows: { row: ReconBillRow; expected: string }[] = [];
        const orders: ReconOrder[] = [];
        const ours: ReconRefund[] = [];
        const ourExpected = new Map<string, string>();
        payments.forEach(({ fen, fate, company }, i) => {
          const no = `P${i}`;
          const amount = yuan(fen);
          const paidDay = fate === 'crossDay' ? '2024-05-09' : fate === 'unpaidHere' ? null : DAY;
          if (fate !== 'billOnly') orders.push({ orderId: i + 1, companyId: company, outTradeNo: no, amount, paidDay, method: '6' });
          if (fate !== 'billOnly' && paidDay === DAY) ourExpected.set(`o${i + 1}`, EXPECTED_PAYMENT[fate]);
          if (fate === 'oursOnly') return;
          const billAmount = fate === 'amount' ? yuan(fen + 1) : amount;
          const fee = fee5(billAmount, false, fate === 'fee' ? '0.01' : '0');
          rows.push({ row: row(no, billAmount, fee), expected: EXPECTED_PAYMENT[fate] });
        });
        refunds.forEach(({ fen, fate }, i) => {
          const no = `R${i}`;
          const amount = yuan(fen);
          const acceptedDay = fate === 'crossDay' ? '2024-05-09' : DAY;
          if (fate !== 'billOnly') ours.push({ refundId: i + 1, companyId: 1, outRefundNo: no, outTradeNo: `Q${i}`, amount, state: fate === 'closed' ? 'closed' : 'success', acceptedDay, method: '6' });
          if (fate !== 'billOnly' && acceptedDay === DAY) ourExpected.set(`r${i + 1}`, EXPECTED_REFUND[fate]);
          if (fate === 'oursOnly') return;
          const billAmount = fate === 'amount' ? yuan(fen + 1) : amount;
          const fee = fee5(billAmount, true, fate === 'fee' ? '0.01' : '0');
          rows.push({ row: { ...row(`Q${i}`, '0.00', fee), tradeState: 'REFUND', outRefundNo: no, refundAmount: billAmount, requestedRefund: billAmount }, expected: EXPECTED_REFUND[fate] });
        });
        // the bill's order is the vendor's, not ours
        const order = rows.map((_, i) => i).sort((a, b) => ((a * 7919 + shuffle) % 97) - ((b * 7919 + shuffle) % 97) || a - b);
        const bill = order.map((i) => rows[i]!);
        const r = matchTradeBill({ billDate: DAY, rows: bill.map((b) => b.row), summary: null, orders, refunds: ours, companies: new Set([1, 2, 3]) });

        const billOutcome = new Map<number, string[]>();
        const ourOutcome = new Map<string, string[]>();
        const note = <K>(m: Map<K, string[]>, k: K, v: string) => m.set(k, [...(m.get(k) ?? []), v]);
        for (const i of r.matchedRows) note(billOutcome, i, 'matched');
        for (const id of r.matchedOrders) note(ourOutcome, `o${id}`, 'matched');
        for (const id of r.matchedRefunds) note(ourOutcome, `r${id}`, 'matched');
        for (const d of r.differences) {
          if (d.billRow !== null) note(billOutcome, d.billRow, d.kind);
          if (d.ourDay !== null || d.kind === 'long' || d.kind === 'refund_long') continue;
          if (d.refundId !== null) note(ourOutcome, `r${d.refundId}`, d.kind);
          else if (d.orderId !== null) note(ourOutcome, `o${d.orderId}`, d.kind);
        }
        bill.forEach((b, i) => expect(billOutcome.get(i), `bill row ${b.row.outRefundNo ?? b.row.outTradeNo}`).toEqual([b.expected]));
        expect(billOutcome.size).toBe(bill.length);
        for (const [key, expected] of ourExpected) expect(ourOutcome.get(key), key).toEqual([expected]);
        expect(ourOutcome.size).toBe(ourExpected.size);
      }),
      { numRuns: 300 },
    );
  });
});
