import type { z } from 'zod';
import type { PayRefund, PayRefundQuery } from '@pm/contracts';
import { isoOrNull } from './iso-text';
import type { Db } from '@pm/db';
import { dec } from '@pm/domain';
import { conflict, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { merchantNumber } from '../settlement/index';
import * as repo from './pay-refunds.repo';

// 原路退回 as staff see them, and 重新退款 of one the vendor closed (the money was never paid out: the same approved
// refund, sent under a new number; the books already hold its refund payment, so nothing is written there).

const iso = isoOrNull;

function answer(v: Record<string, unknown>): PayRefund {
  const num = (k: string) => (v[k] === null || v[k] === undefined ? null : Number(v[k]));
  return {
    id: Number(v.id),
    orderId: Number(v.orderId),
    outTradeNo: v.outTradeNo as string,
    outRefundNo: v.outRefundNo as string,
    houseCode: v.houseCode as string,
    houseName: v.houseName as string,
    amount: dec(v.amount as string).toFixed(2),
    reason: v.reason as string,
    state: v.state as PayRefund['state'],
    refundId: (v.refundId as string | null) ?? null,
    requestId: num('requestId'),
    paymentId: num('paymentId'),
    createdAt: iso(v.createdAt)!,
    createdByName: (v.createdByName as string | null) ?? null,
    successAt: iso(v.successAt),
    error: (v.error as string | null) ?? null,
    retriedBy: num('retriedBy'),
  };
}

export async function listPayRefunds({ db }: { db: Db }, s: Session, q: z.output<typeof PayRefundQuery>) {
  const rows = await repo.refundAnswers(db, s.companyId, { state: q.state, orderId: q.orderId }, { limit: q.size, offset: (q.page - 1) * q.size });
  return { total: rows.length ? Number(rows[0]!.total) : 0, page: q.page, size: q.size, rows: rows.map(answer) };
}

async function one(db: Db, s: Session, id: number) {
  const [row] = await repo.refundAnswers(db, s.companyId, { id }, { limit: 1, offset: 0 });
  if (!row) throw notFound('退款记录不存在', 'pay.refund_not_found');
  return answer(row);
}

export async function retryPayRefund({ db }: { db: Db }, s: Session, id: number) {
  const newId = await db.transaction(async (tx) => {
    const old = await repo.lockRefund(tx, id, s.companyId);
    if (!old) throw notFound('退款记录不存在', 'pay.refund_not_found');
    if (old.state !== 'closed' || old.retriedBy !== null) throw conflict('pay.refund_not_closed', old.retriedBy !== null ? '该退款已重新发送' : '只有微信支付已关闭的退款可以重新退款');
    const outRefundNo = merchantNumber('RF', new Date());
    const created = await repo.insertRetry(tx, old, outRefundNo, s.userId);
    if (!created) throw conflict('pay.refund_not_closed', '该退款已重新发送');
    await logOperation(tx, s, { recordKey: 'pay-refund', recordId: old.id, action: 'retry', detail: { retriedBy: created, outRefundNo } });
    return created;
  });
  return one(db, s, newId);
}
