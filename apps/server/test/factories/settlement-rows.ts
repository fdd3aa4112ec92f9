import { schema, type Db } from '@pm/db';
import { dec } from '@pm/domain';
import type { ChargingWorld } from './charging';

// Settlement rows inserted straight into the tables, balanced as the ledger triggers require
// (packages/db/src/settlement-ledger.test.ts): allocations need open released lines, and a
// payment's total = Σ tenders = principal + late fee + Σ entries on the house's accounts.

let keySeq = 0;

export interface LineSpec {
  period: string;
  net: string;
  due: string;
  itemId?: number;
  targetType?: string;
}

/** A released bill line (the release trigger opens it in bill_line_open); its id. */
export async function releasedLine(db: Db, w: ChargingWorld, houseId: number, l: LineSpec): Promise<number> {
  const itemId = l.itemId ?? w.items.property;
  const [row] = await db
    .insert(schema.billLines)
    .values({
      companyId: w.companyId,
      estateId: w.estateId,
      houseId,
      itemId,
      targetType: l.targetType ?? 'house',
      targetId: houseId,
      period: l.period,
      periodFrom: `${l.period}-01`,
      periodTo: `${l.period}-28`,
      billKey: `sr:${houseId}:${itemId}:${l.period}:${++keySeq}`,
      gross: l.net,
      net: l.net,
      dueDate: l.due,
      status: 'released',
      releasedAt: new Date(),
    })
    .returning({ id: schema.billLines.id });
  return row!.id;
}

/** A house account (预交款, 押金, 存零), empty. */
export async function houseAccount(db: Db, w: ChargingWorld, houseId: number, kind: 'prepay' | 'deposit' | 'change', itemId = 0): Promise<number> {
  const [row] = await db.insert(schema.settleAccounts).values({ companyId: w.companyId, estateId: w.estateId, houseId, kind, itemId }).returning({ id: schema.settleAccounts.id });
  return row!.id;
}

export interface PaymentSpec {
  houseId: number;
  settleType?: string;
  businessDate: string;
  cashierId?: number;
  payerName?: string;
  remark?: string;
  reversalOf?: number;
  allocations?: { lineId: number; itemId?: number; principal: string; lateFee?: string; lateDays?: number }[];
  tenders: { method: string; amount: string }[];
  entries?: { accountId: number; amount: string; summary: string }[];
  receiptNo?: string;
  /** For a reversal: the receipt it voids, with the reason. */
  voids?: { receiptId: number; reason: string };
  /** When it was written (default now): an explicit instant for tests of how times are shown. */
  createdAt?: Date;
}

/** One payment in one transaction (checked at commit); its id and its receipt's id. */
export async function insertPayment(db: Db, w: ChargingWorld, p: PaymentSpec): Promise<{ paymentId: number; receiptId: number | null }> {
  const allocations = p.allocations ?? [];
  const sum = (values: string[]) => values.reduce((s, v) => s.plus(dec(v)), dec('0')).toFixed(2);
  const principal = sum(allocations.map((a) => a.principal));
  const lateFee = sum(allocations.map((a) => a.lateFee ?? '0'));
  const total = sum(p.tenders.map((t) => t.amount));
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(schema.payments)
      .values({ companyId: w.companyId, estateId: w.estateId, houseId: p.houseId, settleType: p.settleType ?? '1', total, principal, lateFee, payerName: p.payerName ?? null, remark: p.remark ?? null, reversalOf: p.reversalOf ?? null, cashierId: p.cashierId ?? null, businessDate: p.businessDate, ...(p.createdAt ? { createdAt: p.createdAt } : {}) })
      .returning({ id: schema.payments.id });
    const paymentId = payment!.id;
    await tx.insert(schema.paymentTenders).values(p.tenders.map((t, i) => ({ paymentId, seq: i + 1, companyId: w.companyId, method: t.method, amount: t.amount })));
    if (allocations.length) {
      await tx.insert(schema.paymentAllocations).values(
        allocations.map((a) => ({ companyId: w.companyId, paymentId, lineId: a.lineId, houseId: p.houseId, itemId: a.itemId ?? w.items.property, principal: a.principal, lateFee: a.lateFee ?? '0', lateDays: a.lateDays ?? 0 })),
      );
    }
    for (const e of p.entries ?? []) await tx.insert(schema.settleAccountEntries).values({ companyId: w.companyId, accountId: e.accountId, paymentId, amount: e.amount, summary: e.summary });
    let receiptId: number | null = null;
    if (p.receiptNo) {
      const [r] = await tx.insert(schema.receipts).values({ companyId: w.companyId, estateId: w.estateId, paymentId, number: p.receiptNo, issuedBy: p.cashierId ?? null }).returning({ id: schema.receipts.id });
      receiptId = r!.id;
    }
    if (p.voids) await tx.insert(schema.receiptVoids).values({ receiptId: p.voids.receiptId, companyId: w.companyId, reversalPaymentId: paymentId, reason: p.voids.reason });
    return { paymentId, receiptId };
  });
}
