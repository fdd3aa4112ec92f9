import type { z } from 'zod';
import type { Payment } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import { dec, SETTLE_METHODS, settleTypeInfo, sumAmounts } from '@pm/domain';
import * as repo from './payment-answer.repo';

// A payment as the contract's Payment: amounts as 2-decimal text, names looked up, the receipt
// with its void and prints. Other modules (the payments list and detail) call it via index.ts.

export type PaymentAnswer = z.output<typeof Payment>;

const money = (v: string) => dec(v).toFixed(2);

/** What the answer is made of: the payment row with its names, receipt and parts (read, or returned by the write). */
export interface PaymentParts {
  payment: {
    id: number;
    estateId: number;
    houseId: number | null;
    settleType: string;
    total: string;
    principal: string;
    lateFee: string;
    payerName: string | null;
    remark: string | null;
    batchRef: string | null;
    received: string | null;
    changeGiven: string | null;
    businessDate: string;
    createdAt: string | Date;
    reversalOf: number | null;
  };
  estateName: string;
  houseCode: string | null;
  houseName: string | null;
  cashierName: string | null;
  reversedBy: number | null;
  receipt: { id: number; number: string; voidReason: string | null; prints: number } | undefined;
  tenders: readonly { method: string; amount: string; accountName: string | null; reference: string | null }[];
  allocations: readonly { lineId: number; itemName: string; period: string; principal: string; lateFee: string; lateDays: number; source: string }[];
  entries: readonly { kind: string; itemName: string | null; amount: string; balanceAfter: string; summary: string }[];
}

/** The company's payment as answered on its detail screen (and after a reversal); undefined when not the company's. */
export async function loadPayment(db: DbOrTx, companyId: number, paymentId: number): Promise<PaymentAnswer | undefined> {
  const head = await repo.paymentHeader(db, companyId, paymentId);
  if (!head) return undefined;
  return toPaymentAnswer({
    ...head,
    reversedBy: head.reversedBy === null ? null : Number(head.reversedBy),
    receipt: await repo.paymentReceipt(db, paymentId),
    tenders: await repo.paymentTenders(db, paymentId),
    allocations: await repo.paymentAllocations(db, paymentId),
    entries: await repo.paymentEntries(db, paymentId),
  });
}

export function toPaymentAnswer({ payment: p, receipt, tenders, allocations, entries, ...head }: PaymentParts): PaymentAnswer {
  return {
    id: p.id,
    estateId: p.estateId,
    estateName: head.estateName,
    houseId: p.houseId,
    houseCode: head.houseCode,
    houseName: head.houseName,
    settleType: p.settleType as PaymentAnswer['settleType'],
    settleTypeName: settleTypeInfo(p.settleType)?.name ?? p.settleType,
    total: money(p.total),
    principal: money(p.principal),
    lateFee: money(p.lateFee),
    accounts: sumAmounts(entries.filter((e) => e.kind !== 'agency').map((e) => e.amount)),
    received: p.received === null ? null : money(p.received),
    changeGiven: p.changeGiven === null ? null : money(p.changeGiven),
    payerName: p.payerName,
    remark: p.remark,
    batchRef: p.batchRef,
    cashierName: head.cashierName,
    businessDate: p.businessDate,
    createdAt: new Date(p.createdAt).toISOString(),
    reversalOf: p.reversalOf,
    reversedBy: head.reversedBy,
    receipt: receipt ? { id: receipt.id, number: receipt.number, voided: receipt.voidReason !== null, voidReason: receipt.voidReason, prints: receipt.prints } : null,
    tenders: tenders.map((t) => ({ method: t.method, methodName: SETTLE_METHODS[t.method] ?? t.method, amount: money(t.amount), accountName: t.accountName, reference: t.reference })),
    allocations: allocations.map((a) => ({ ...a, principal: money(a.principal), lateFee: money(a.lateFee) })),
    entries: entries.map((e) => ({ kind: e.kind as PaymentAnswer['entries'][number]['kind'], itemName: e.itemName, amount: money(e.amount), balanceAfter: money(e.balanceAfter), summary: e.summary })),
  };
}
