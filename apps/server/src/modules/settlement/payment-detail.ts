import type { z } from 'zod';
import type { AccountKind, Payment, SettleType } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, SETTLE_METHODS, settleTypeInfo } from '@pm/domain';
import type { Session } from '../../http/session';
import * as repo from './payment-detail.repo';
import { paymentNotFound } from './reports.errors';

const money = (v: string) => dec(v).toFixed(2);
const id = (v: string | number | null) => (v === null ? null : Number(v));

/** GET /api/settle/payments/:id: one payment of the caller's company with everything it moved. */
export async function paymentDetail({ db }: { db: Db }, s: Session, paymentId: number): Promise<z.output<typeof Payment>> {
  const head = await repo.paymentHead(db, s.companyId, paymentId);
  if (!head) throw paymentNotFound();
  const [tenders, allocations, entries] = await Promise.all([
    repo.paymentTenders(db, paymentId),
    repo.paymentAllocations(db, paymentId),
    repo.paymentEntries(db, paymentId),
  ]);
  return {
    id: Number(head.id),
    estateId: Number(head.estate_id),
    estateName: head.estate_name,
    houseId: id(head.house_id),
    houseCode: head.house_code,
    houseName: head.house_name,
    settleType: head.settle_type as z.output<typeof SettleType>,
    settleTypeName: settleTypeInfo(head.settle_type)?.name ?? head.settle_type,
    total: money(head.total),
    principal: money(head.principal),
    lateFee: money(head.late_fee),
    accounts: money(head.accounts),
    payerName: head.payer_name,
    remark: head.remark,
    batchRef: head.batch_ref,
    cashierName: head.cashier_name,
    businessDate: head.business_date,
    createdAt: head.created_at,
    reversalOf: id(head.reversal_of),
    reversedBy: id(head.reversed_by),
    receipt: head.receipt_id === null ? null : { id: Number(head.receipt_id), number: head.receipt_no ?? '', voided: head.voided, voidReason: head.void_reason, prints: head.prints },
    tenders: tenders.map((t) => ({ method: t.method, methodName: SETTLE_METHODS[t.method] ?? t.method, amount: money(t.amount), accountName: t.account_name, reference: t.reference })),
    allocations: allocations.map((a) => ({ lineId: Number(a.line_id), itemName: a.item_name, period: a.period, principal: money(a.principal), lateFee: money(a.late_fee), lateDays: a.late_days, source: a.source })),
    entries: entries.map((e) => ({ kind: e.kind as z.output<typeof AccountKind>, itemName: e.item_name, amount: money(e.amount), balanceAfter: money(e.balance_after), summary: e.summary })),
  };
}
