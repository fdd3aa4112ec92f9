import type { z } from 'zod';
import type { RefundApproveInput, RefundInput, RefundRejectInput, RefundRequest, RefundRequestQuery } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chinaToday, dec, settleTypeInfo, tendersText } from '@pm/domain';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { requireSeparateApprover } from '../setup/index';
import { houseOf } from './pay-accounts';
import { writtenAnswer } from './save-payment';
import { checkRefundable, lockRefundAccounts, payRefund } from './refund-payout';
import { checkOnlineRefund, onlineTender, startOnlineRefund } from './refund-online';
import * as repo from './refund-requests.repo';
import { fieldError, settleErrors } from './settlement.errors';
import { checkTenders } from './check-tenders';

// 退款审批 (issue 24, 审批分离; docs/decisions.md "退款审批"): a refund is entered as a request and paid only when
// someone other than its maker approves it (the maker too when the company allows self-approval, logged). The
// approval claims the pending row under lock, checks the balance again and pays in one transaction; a rejection
// records who and why. Either decides the request once.

type Deps = { db: Db };

/** The 系统日志 subject of the requests (creation, approval, rejection, and an approval of one's own). */
export const REFUND_LOG_KEY = 'refund-request';

function answer(row: NonNullable<repo.RefundRequestDbRow>): z.output<typeof RefundRequest> {
  const { request: r } = row;
  return {
    id: r.id,
    estateId: r.estateId,
    houseId: r.houseId,
    houseCode: row.houseCode,
    houseName: row.houseName,
    settleType: r.settleType as z.output<typeof RefundRequest>['settleType'],
    settleTypeName: settleTypeInfo(r.settleType)?.name ?? r.settleType,
    itemId: r.itemId,
    itemName: row.itemName,
    amount: dec(r.amount).toFixed(2),
    methods: tendersText(r.tenders),
    payeeName: r.payeeName,
    reason: r.reason,
    state: r.state as z.output<typeof RefundRequest>['state'],
    requestedById: r.requestedBy,
    requestedByName: row.requestedByName,
    requestedAt: new Date(r.requestedAt).toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: r.decidedAt ? new Date(r.decidedAt).toISOString() : null,
    rejectReason: r.rejectReason,
    paymentId: r.paymentId,
    receiptNo: row.receiptNo,
  };
}

async function one(db: DbOrTx, s: Session, id: number) {
  const row = await repo.findRequest(db, s.companyId, id);
  if (!row) throw settleErrors.notFound('退款申请');
  return answer(row);
}

/** The request, locked while pending; otherwise why not: 404 (missing or another company's) or 409 (decided). */
async function lockPending(tx: DbOrTx, s: Session, id: number) {
  const request = await repo.lockPending(tx, s.companyId, id);
  if (request) return request;
  const state = await repo.stateOf(tx, s.companyId, id);
  throw state ? settleErrors.refundDecided(state) : settleErrors.notFound('退款申请');
}

/**
 * 退款申请: checked as the counter checked a refund (tenders, item, payee, the balance) and kept pending; the accounts
 * are locked so that requests entered at once cannot together promise more than the balance.
 */
export async function requestRefund({ db }: Deps, s: Session, input: z.output<typeof RefundInput>) {
  checkTenders(input.tenders, input.amount);
  if (input.settleType === '7' && !input.itemId) throw fieldError('itemId', '请选择押金项目');
  if (input.settleType === '9' && !input.payeeName) throw fieldError('payeeName', '经付须填写收款人');
  const house = await houseOf(db, s, input.houseId);
  const asked = {
    companyId: s.companyId,
    estateId: house.estateId,
    houseId: house.id,
    settleType: input.settleType,
    itemId: input.settleType === '7' ? input.itemId! : null,
    amount: dec(input.amount).toFixed(2),
  };
  const online = onlineTender(input);
  const id = await db.transaction(async (tx) => {
    if (online) await checkOnlineRefund(tx, asked, online, null);
    const { balance } = await lockRefundAccounts(tx, asked);
    checkRefundable(asked, balance, await repo.pendingOfHouse(tx, s.companyId, house.id));
    const id = await repo.insertRequest(tx, {
      ...asked,
      tenders: input.tenders.map((t) => ({ method: t.method, amount: dec(t.amount).toFixed(2), ...(t.accountId ? { accountId: t.accountId } : {}), ...(t.reference ? { reference: t.reference } : {}) })),
      payeeName: input.payeeName ?? null,
      reason: input.reason,
      requestedBy: s.userId,
    });
    await logOperation(tx, s, { recordKey: REFUND_LOG_KEY, recordId: id, action: 'create', detail: { houseId: house.id, settleType: input.settleType, amount: asked.amount } });
    return id;
  });
  return one(db, s, id);
}

export async function listRefundRequests({ db }: Deps, s: Session, q: z.output<typeof RefundRequestQuery>) {
  const { page, size, ...filter } = q;
  const found = await repo.pageRequests(db, s.companyId, filter, page, size);
  return { total: found.total, page, size, rows: found.rows.map(answer) };
}

/**
 * 审批: not the maker's own (unless the company allows it, logged); the balance again, then the refund paid. A refund
 * back through WeChat Pay is also written for the vendor (sent once this commits); `online` says so.
 */
export async function approveRefund({ db }: Deps, s: Session, input: z.output<typeof RefundApproveInput>) {
  let online = false;
  const written = await db.transaction(async (tx) => {
    const request = await lockPending(tx, s, input.id);
    await requireSeparateApprover(tx, s, request.requestedBy, { label: '退款', recordKey: REFUND_LOG_KEY, recordId: request.id });
    const tender = onlineTender({ settleType: request.settleType, tenders: request.tenders });
    const order = tender ? await checkOnlineRefund(tx, { ...request, amount: dec(request.amount).toFixed(2) }, tender, request.id) : undefined;
    const paid = await payRefund(tx, s, { ...request, amount: dec(request.amount).toFixed(2) }, chinaToday());
    if (order) {
      await startOnlineRefund(tx, s, { orderId: order.id, requestId: request.id, paymentId: paid.payment.id, amount: dec(request.amount).toFixed(2), reason: request.reason });
      online = true;
    }
    if (!(await repo.decide(tx, s.companyId, request.id, { state: 'approved', paymentId: paid.payment.id, by: s.userId }))) {
      throw settleErrors.refundDecided('approved');
    }
    await logOperation(tx, s, { recordKey: REFUND_LOG_KEY, recordId: request.id, action: 'approve', detail: { paymentId: paid.payment.id } });
    return paid;
  });
  return { result: { request: await one(db, s, input.id), payment: writtenAnswer(written) }, online };
}

/**
 * 驳回: who and why, no money. The maker may withdraw their own request this way: 审批分离 guards paying out, and a
 * rejection pays nothing.
 */
export async function rejectRefund({ db }: Deps, s: Session, input: z.output<typeof RefundRejectInput>) {
  await db.transaction(async (tx) => {
    const request = await lockPending(tx, s, input.id);
    if (!(await repo.decide(tx, s.companyId, request.id, { state: 'rejected', reason: input.reason, by: s.userId }))) {
      throw settleErrors.refundDecided('rejected');
    }
    await logOperation(tx, s, { recordKey: REFUND_LOG_KEY, recordId: request.id, action: 'reject', detail: { reason: input.reason } });
  });
  return one(db, s, input.id);
}
