import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { dec, sumAmounts } from '@pm/domain';

// 退款审批 in the demo (issue 24): every refund the settlement seed paid out was a request entered by one cashier and
// approved by another (the one who paid it out), as the counter now works; a company with one person (HZ, which allows
// 本人审批) approved its own, logged as the server logs it. And one 退押 still waits for approval.

const REFUND_TYPES = new Set(['7', '8', '9', '11', '13']);

export interface PaidRefund {
  paymentId: number;
  estateId: number;
  houseId: number | null;
  settleType: string;
  /** The deposit item of a 退押. */
  itemId: number | null;
  /** Negative, as paid. */
  tenders: { method: string; amount: string }[];
  payeeName: string | null;
  reason: string | null;
  /** Who paid it out (approved it). */
  cashier: number;
  paidAt: Date;
}

export const isRefund = (settleType: string) => REFUND_TYPES.has(settleType);

/** The approved requests of the refunds paid: entered an hour before by another of the company's staff (a cashier first). */
export async function seedApprovedRequests(db: DbOrTx, companyId: number, refunds: readonly PaidRefund[], cashiers: readonly number[]): Promise<void> {
  if (refunds.length === 0) return;
  const u = schema.users;
  const staff = (await db.select({ id: u.id }).from(u).where(eq(u.companyId, companyId)).orderBy(asc(u.id))).map((x) => x.id);
  const makers = [...cashiers, ...staff.filter((id) => !cashiers.includes(id))];
  const rows = refunds
    .filter((r) => r.houseId !== null)
    .map((r) => {
      const tenders = r.tenders.map((t) => ({ method: t.method, amount: dec(t.amount).negated().toFixed(2) }));
      const maker = makers.find((c) => c !== r.cashier) ?? r.cashier;
      return {
        companyId,
        estateId: r.estateId,
        houseId: r.houseId!,
        settleType: r.settleType,
        itemId: r.itemId,
        amount: sumAmounts(tenders.map((t) => t.amount)),
        tenders,
        payeeName: r.payeeName,
        reason: r.reason ?? '业主申请退款',
        state: 'approved' as const,
        requestedBy: maker,
        requestedAt: new Date(r.paidAt.getTime() - 3600_000),
        decidedBy: r.cashier,
        decidedAt: r.paidAt,
        paymentId: r.paymentId,
      };
    });
  if (rows.length === 0) return;
  const written = await db.insert(schema.refundRequests).values(rows).returning({ id: schema.refundRequests.id, by: schema.refundRequests.decidedBy, maker: schema.refundRequests.requestedBy, at: schema.refundRequests.decidedAt });
  const own = written.filter((w) => w.by === w.maker);
  if (own.length > 0) {
    await db.insert(schema.operationLogs).values(own.map((w) => ({ companyId, userId: w.by, recordKey: 'refund-request', recordId: w.id, action: 'self-approve', detail: { label: '退款' }, at: w.at ?? new Date() })));
  }
}

/** One 退押 waiting for approval: the first deposit still held, in full, entered today by the first cashier. */
export async function seedPendingRequest(db: DbOrTx, companyId: number, maker: number, today: string): Promise<void> {
  const a = schema.settleAccounts;
  const [held] = await db
    .select({ estateId: a.estateId, houseId: a.houseId, itemId: a.itemId, balance: sql<string>`${a.balance}::text` })
    .from(a)
    .where(and(eq(a.companyId, companyId), eq(a.kind, 'deposit'), gt(a.balance, '0')))
    .orderBy(asc(a.id))
    .limit(1);
  if (!held) return;
  const amount = dec(held.balance).toFixed(2);
  await db.insert(schema.refundRequests).values({
    companyId,
    estateId: held.estateId,
    houseId: held.houseId,
    settleType: '7',
    itemId: held.itemId,
    amount,
    tenders: [{ method: '2', amount }],
    reason: '装修验收合格，申请退还押金',
    requestedBy: maker,
    requestedAt: new Date(`${today}T09:30:00+08:00`),
  });
}
